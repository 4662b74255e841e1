import { routeStreamEvents as serverEvents } from '../../../../supabase/functions/_shared/contract/route-stream-events';
import { routeStreamEvents as appEvents } from '@/features/chat/api/route-events';

describe('a streamed reply: the app reads the events the route function sends', () => {
  it('knows every event by the name the contract gives it, and no other', () => {
    expect([...appEvents]).toEqual([...serverEvents]);
  });
});
