import { Link } from 'react-router-dom';
import { productTagline } from '@/lib/product-copy';

/** `/`: title, tagline and the way in. */
export function LandingRoute() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-8 p-6 text-center">
      <div className="space-y-4">
        <h1 className="text-4xl font-bold tracking-[0.3em] sm:text-6xl">ASSOCIATE</h1>
        <p className="mx-auto max-w-xl text-base sm:text-lg">{productTagline}</p>
        <p className="text-xs tracking-widest text-terminal-dim">
          Beta access required • Authorized personnel only
        </p>
      </div>
      <Link
        to="/auth"
        className="inline-flex h-12 items-center border border-terminal-foreground bg-terminal-foreground px-8 text-sm font-bold tracking-widest text-terminal-background hover:bg-terminal-dim focus-visible:ring-2 focus-visible:ring-terminal-foreground focus-visible:ring-offset-2 focus-visible:ring-offset-terminal-background focus-visible:outline-none"
      >
        ACCESS SYSTEM
      </Link>
    </main>
  );
}
