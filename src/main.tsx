import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html');

createRoot(rootElement).render(
  <StrictMode>
    <main className="min-h-screen bg-terminal-background font-mono text-terminal-foreground">
      ASSOCIATE
    </main>
  </StrictMode>,
);
