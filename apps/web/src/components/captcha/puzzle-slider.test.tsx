import { fireEvent, render, screen } from '@testing-library/react';
import type { CaptchaPuzzle } from '@yuanlong/shared/captcha';
import { describe, expect, it, vi } from 'vitest';
import { UI_TEST_IDS } from '../test-ids.ts';
import { PuzzleSlider } from './puzzle-slider.tsx';

const PUZZLE: CaptchaPuzzle = {
  id: 'p1',
  width: 320,
  height: 160,
  piece_width: 56,
  piece_height: 56,
  piece_y: 40,
  background: 'data:image/png;base64,AA==',
  piece: 'data:image/png;base64,AA==',
  expires_in: 120,
};

/** The slider's accessible name in the default locale (zh-TW). */
const SLIDE = '向右滑動完成拼圖';

describe('PuzzleSlider', () => {
  it('is a labelled slider over 0…(width − piece width)', () => {
    render(<PuzzleSlider puzzle={PUZZLE} status="ready" onDrop={vi.fn()} />);
    const slider = screen.getByRole('slider', { name: SLIDE });
    expect(slider.getAttribute('aria-valuemin')).toBe('0');
    expect(slider.getAttribute('aria-valuemax')).toBe('264');
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
  });

  it('moves with the arrow keys and drops on Enter with the keyboard track', () => {
    const onDrop = vi.fn();
    render(<PuzzleSlider puzzle={PUZZLE} status="ready" onDrop={onDrop} />);
    const slider = screen.getByRole('slider', { name: SLIDE });
    for (let i = 0; i < 5; i += 1) fireEvent.keyDown(slider, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('51');
    // The piece picture is decorative (empty alt); e2e's captcha solver reads its id too.
    expect(screen.getByTestId(UI_TEST_IDS.captchaPiece).style.left).toBe(`${(51 / 320) * 100}%`);
    fireEvent.keyDown(slider, { key: 'Enter' });
    expect(onDrop).toHaveBeenCalledOnce();
    const [x, track] = onDrop.mock.calls[0]!;
    expect(x).toBe(51);
    expect(track[0]).toMatchObject({ x: 0, t: 0 });
    expect(track.at(-1)).toMatchObject({ x: 51 });
    expect(track.length).toBeGreaterThanOrEqual(8);
  });

  it('Enter without a move does nothing; a locked slider ignores keys', () => {
    const onDrop = vi.fn();
    const { rerender } = render(<PuzzleSlider puzzle={PUZZLE} status="ready" onDrop={onDrop} />);
    const slider = screen.getByRole('slider', { name: SLIDE });
    fireEvent.keyDown(slider, { key: 'Enter' });
    rerender(<PuzzleSlider puzzle={PUZZLE} status="checking" onDrop={onDrop} />);
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('follows a pointer drag, scaled from the slider to the image, and drops on release', () => {
    const onDrop = vi.fn();
    render(<PuzzleSlider puzzle={PUZZLE} status="ready" onDrop={onDrop} />);
    const slider = screen.getByRole('slider', { name: SLIDE });
    // The bar the handle slides along.
    const bar = slider.parentElement!;
    // A 312 px bar with a 48 px handle: 264 px of travel for 264 image pixels.
    bar.getBoundingClientRect = () => ({ width: 312 }) as DOMRect;
    slider.getBoundingClientRect = () => ({ width: 48 }) as DOMRect;
    slider.setPointerCapture = vi.fn();
    fireEvent.pointerDown(slider, { button: 0, pointerId: 1, clientX: 100, clientY: 50 });
    for (const dx of [10, 40, 90, 130, 150])
      fireEvent.pointerMove(slider, { clientX: 100 + dx, clientY: 52 });
    expect(slider.getAttribute('aria-valuenow')).toBe('150');
    fireEvent.pointerUp(slider, { clientX: 250, clientY: 52 });
    expect(onDrop).toHaveBeenCalledOnce();
    const [x, track] = onDrop.mock.calls[0]!;
    expect(x).toBe(150);
    expect(track.map((p: { x: number }) => p.x)).toEqual([0, 10, 40, 90, 130, 150]);
    expect(track[1].y).toBe(2);
  });
});
