import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { GUIDE_SEEN_KEY, guideFlag } from '../guide-state.ts';
import { GUIDE_TEST_IDS } from '../test-ids.ts';
import { GuideButton, GuideTour } from './guide-tour.tsx';

function renderTour() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <GuideTour />
            <GuideButton />
          </>
        ),
      },
      { path: '/marketplace', element: <p>market page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const asPerson = (person: boolean) =>
  Object.defineProperty(window.navigator, 'webdriver', { configurable: true, value: !person });

describe('the new-user guide', () => {
  afterEach(() => {
    localStorage.clear();
    act(() => guideFlag.set(false));
    asPerson(false);
  });

  it('opens by itself on a person’s first visit, walks market → account → deposit, and is not shown again once done', async () => {
    asPerson(true);
    renderTour();
    const guide = await screen.findByTestId(GUIDE_TEST_IDS.guide);
    expect(guide.dataset.step).toBe('market');
    fireEvent.click(screen.getByTestId(GUIDE_TEST_IDS.guideNext));
    expect(screen.getByTestId(GUIDE_TEST_IDS.guide).dataset.step).toBe('account');
    fireEvent.click(screen.getByTestId(GUIDE_TEST_IDS.guideBack));
    expect(screen.getByTestId(GUIDE_TEST_IDS.guide).dataset.step).toBe('market');
    fireEvent.click(screen.getByTestId(GUIDE_TEST_IDS.guideNext));
    fireEvent.click(screen.getByTestId(GUIDE_TEST_IDS.guideNext));
    expect(screen.getByTestId(GUIDE_TEST_IDS.guide).dataset.step).toBe('deposit');
    fireEvent.click(screen.getByTestId(GUIDE_TEST_IDS.guideNext));
    expect(screen.queryByTestId(GUIDE_TEST_IDS.guide)).toBeNull();
    expect(localStorage.getItem(GUIDE_SEEN_KEY)).not.toBeNull();
  });

  it('skipping is remembered; the footer button reopens it at the first step; a step’s link goes there', async () => {
    asPerson(true);
    renderTour();
    fireEvent.click(await screen.findByTestId(GUIDE_TEST_IDS.guideSkip));
    expect(screen.queryByTestId(GUIDE_TEST_IDS.guide)).toBeNull();
    expect(localStorage.getItem(GUIDE_SEEN_KEY)).not.toBeNull();
    cleanup();

    renderTour();
    expect(screen.queryByTestId(GUIDE_TEST_IDS.guide)).toBeNull();
    fireEvent.click(screen.getByTestId(GUIDE_TEST_IDS.guideOpen));
    expect((await screen.findByTestId(GUIDE_TEST_IDS.guide)).dataset.step).toBe('market');
    fireEvent.click(screen.getByTestId(GUIDE_TEST_IDS.guideGo));
    expect(await screen.findByText('market page')).toBeTruthy();
    expect(screen.queryByTestId(GUIDE_TEST_IDS.guide)).toBeNull();
  });

  it('does not open by itself in an automated browser', () => {
    renderTour();
    expect(screen.queryByTestId(GUIDE_TEST_IDS.guide)).toBeNull();
  });
});
