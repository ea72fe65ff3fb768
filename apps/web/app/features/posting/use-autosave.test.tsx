import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResponse } from '../../lib/api-client.ts';
import { AUTOSAVE_DELAY_MS, describeSaveState, useAutosave } from './use-autosave.ts';

const ok: ApiResponse<unknown> = { ok: true, status: 200, data: null };

describe('useAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a pause, then sends only the changed fields that pass the rules', async () => {
    const save = vi.fn(async (_patch: Record<string, unknown>) => ok);
    const onViolations = vi.fn();
    const { result } = renderHook(() =>
      useAutosave({ initial: { position: 'Cook', city: null }, save, onViolations }),
    );
    act(() => result.current.schedule({ position: 'Cook', city: 'Ith', pay_min: 1200 }, ['pay_min']));
    act(() => result.current.schedule({ position: 'Head Cook', city: 'Ithaca', pay_min: 1200 }, ['pay_min']));
    expect(save).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ position: 'Head Cook', city: 'Ithaca' });
    expect(describeSaveState(result.current.state)).toBe('Fields marked in red are not saved yet');
    // Nothing changed since: a flush sends nothing and reports everything saved.
    let saved = false;
    await act(async () => {
      saved = await result.current.flush({ position: 'Head Cook', city: 'Ithaca' }, []);
    });
    expect(saved).toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    expect(describeSaveState(result.current.state)).toBe('Saved');
  });

  it('saves the other fields again when the API refuses one, so they are not lost', async () => {
    const refusal = [
      { propertyPath: 'company_name', message: 'This value contains a character we cannot store.' },
    ];
    const save = vi.fn(
      async (patch: Record<string, unknown>): Promise<ApiResponse<unknown>> =>
        'company_name' in patch
          ? { ok: false, status: 422, data: null, error: { code: 422, message: 'x', violations: refusal } }
          : ok,
    );
    const onViolations = vi.fn();
    const { result } = renderHook(() => useAutosave({ initial: {}, save, onViolations }));
    let saved = true;
    await act(async () => {
      saved = await result.current.flush(
        { company_name: 'Farm\u0000', position: 'Cook', city: 'Ithaca' },
        [],
      );
    });
    expect(saved).toBe(false);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ position: 'Cook', city: 'Ithaca' });
    expect(onViolations).toHaveBeenCalledWith(refusal);
    expect(describeSaveState(result.current.state)).toBe('Fields marked in red are not saved yet');
    // Fixed: only the refused field is sent now, the others are saved already.
    await act(async () => {
      saved = await result.current.flush({ company_name: 'Farm', position: 'Cook', city: 'Ithaca' }, []);
    });
    expect(save).toHaveBeenLastCalledWith({ company_name: 'Farm' });
  });

  it('shows the API’s violations and says what failed', async () => {
    const violations = [{ propertyPath: 'pay_min', message: 'Hourly pay must be at least $15.00 an hour.' }];
    const save = vi
      .fn<(patch: Record<string, unknown>) => Promise<ApiResponse<unknown>>>()
      .mockResolvedValueOnce({
        ok: false,
        status: 422,
        data: null,
        error: { code: 422, message: 'x', violations },
      })
      .mockResolvedValueOnce({
        ok: false,
        status: 500,
        data: null,
        error: { code: 500, message: 'Internal Server Error', violations: [] },
      });
    const onViolations = vi.fn();
    const { result } = renderHook(() => useAutosave({ initial: {}, save, onViolations }));
    let saved = true;
    await act(async () => {
      saved = await result.current.flush({ pay_min: 1400 }, []);
    });
    expect(saved).toBe(false);
    expect(onViolations).toHaveBeenCalledWith(violations);
    await act(async () => {
      await result.current.flush({ pay_min: 1600 }, []);
    });
    expect(describeSaveState(result.current.state)).toBe('Not saved: 500: Internal Server Error');
  });
});
