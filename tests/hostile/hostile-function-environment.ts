/**
 * No vendor keys whatever the developer's shell holds, so the offline engine answers every
 * message; and a quota no hostile run can reach, so 429s never hide the answer under test.
 */
export const functionEnvironment = {
  OPENAI_API_KEY: '',
  ANTHROPIC_API_KEY: '',
  GOOGLE_GENERATIVE_AI_API_KEY: '',
  GROQ_API_KEY: '',
  MISTRAL_API_KEY: '',
  OPENROUTER_API_KEY: '',
  OLLAMA_BASE_URL: '',
  ROUTER_LOCAL_FALLBACK: 'on',
  ROUTE_QUOTA_PER_MINUTE: '100000',
  ROUTE_QUOTA_PER_DAY: '1000000',
};
