import { act, renderHook, waitFor } from '@testing-library/react';
import { timeLeft, useCookTimers, type CookTimer } from './use-cook-timers';

const KEY = 'cookmark.cook-timers.r1';
const storedTimers = (): CookTimer[] => JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as CookTimer[];

beforeEach(() => sessionStorage.clear());

describe('cook mode timers', () => {
  test('several run at once and are kept for the tab: a new page of the same recipe has them', () => {
    const first = renderHook(() => useCookTimers('r1'));
    act(() => first.result.current.start('Step 1: fry', 300));
    act(() => first.result.current.start('Step 2: simmer', 3600));
    first.unmount();

    const again = renderHook(() => useCookTimers('r1'));
    const { timers, now } = again.result.current;
    expect(timers.map((t) => t.name)).toEqual(['Step 1: fry', 'Step 2: simmer']);
    // Counted from their end time: what is left is at most what was set, never more.
    expect(timeLeft(timers[1]!, now)).toBeLessThanOrEqual(3600_000);
    expect(timeLeft(timers[1]!, now)).toBeGreaterThan(3500_000);
    // Another recipe has its own.
    expect(renderHook(() => useCookTimers('r2')).result.current.timers).toEqual([]);
  });

  test('a paused timer keeps what was left until resumed; a cancelled one is gone', () => {
    const { result } = renderHook(() => useCookTimers('r1'));
    act(() => result.current.start('Step 4: bake', 1500));
    const id = result.current.timers[0]!.id;
    act(() => result.current.pause(id));
    const paused = result.current.timers[0]!;
    expect(paused.endsAt).toBeNull();
    expect(paused.leftMs).toBeLessThanOrEqual(1500_000);
    expect(storedTimers()[0]?.endsAt).toBeNull();
    act(() => result.current.resume(id));
    expect(result.current.timers[0]!.endsAt).toBeGreaterThanOrEqual(Date.now() + paused.leftMs - 1000);
    act(() => result.current.cancel(id));
    expect(result.current.timers).toEqual([]);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  test('a timer that ran out while the page was away rings when it comes back', async () => {
    const past: CookTimer = {
      id: 'a',
      name: 'Step 3: rest',
      durationMs: 3000,
      endsAt: Date.now() - 1000,
      leftMs: 3000,
      rung: false,
    };
    sessionStorage.setItem(KEY, JSON.stringify([past]));
    const { result } = renderHook(() => useCookTimers('r1'));
    await waitFor(() => expect(result.current.timers[0]?.rung).toBe(true));
    expect(result.current.rangLast).toBe('Step 3: rest');
    expect(storedTimers()[0]?.rung).toBe(true);
    // Without notifications (none in this browser) the tray must warn.
    expect(result.current.notifications).not.toBe('granted');
  });

  test('what is stored is not trusted: malformed entries are dropped', () => {
    sessionStorage.setItem(KEY, JSON.stringify([{ id: 1 }, 'x', null]));
    expect(renderHook(() => useCookTimers('r1')).result.current.timers).toEqual([]);
    sessionStorage.setItem(KEY, '{not json');
    expect(renderHook(() => useCookTimers('r1')).result.current.timers).toEqual([]);
  });
});
