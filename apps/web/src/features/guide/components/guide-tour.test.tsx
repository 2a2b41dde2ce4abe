import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { GUIDE_SEEN_KEY, guideFlag } from '../guide-state.ts';
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

/** The guide's dialog, named by the step's title. */
const guide = (name?: string) => screen.queryByRole('dialog', name ? { name } : {});
const findGuide = (name: string) => screen.findByRole('dialog', { name });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the new-user guide', () => {
  beforeEach(async () => {
    await setLocale('en');
  });

  afterEach(() => {
    localStorage.clear();
    act(() => guideFlag.set(false));
    asPerson(false);
  });

  it('opens by itself on a person’s first visit, walks market → account → deposit, and is not shown again once done', async () => {
    asPerson(true);
    renderTour();
    expect((await findGuide('The market')).textContent).toContain('Step 1 of 3');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    click('Next');
    expect(guide('Your account')?.textContent).toContain('Step 2 of 3');
    click('Back');
    expect(guide('The market')).not.toBeNull();
    click('Next');
    click('Next');
    expect(guide('Deposit and withdraw')?.textContent).toContain('Step 3 of 3');
    click('Start playing');
    expect(guide()).toBeNull();
    expect(localStorage.getItem(GUIDE_SEEN_KEY)).not.toBeNull();
  });

  it('skipping is remembered; the footer button reopens it at the first step; a step’s link goes there', async () => {
    asPerson(true);
    renderTour();
    await findGuide('The market');
    click('Skip');
    expect(guide()).toBeNull();
    expect(localStorage.getItem(GUIDE_SEEN_KEY)).not.toBeNull();
    cleanup();

    renderTour();
    expect(guide()).toBeNull();
    click('New-user guide');
    expect((await findGuide('The market')).textContent).toContain('Step 1 of 3');
    click('Open the market →');
    expect(await screen.findByText('market page')).toBeTruthy();
    expect(guide()).toBeNull();
  });

  it('does not open by itself in an automated browser', async () => {
    // The dialog's code is loaded first, so a tour that opened would show within the render's
    // tasks (it is fetched on demand: without this the check ran before it could appear).
    await import('./guide-dialog.tsx');
    renderTour();
    await act(async () => {});
    expect(guide()).toBeNull();
    click('New-user guide');
    expect((await findGuide('The market')).textContent).toContain('Step 1 of 3');
  });
});
