import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ListingAction, useListingAction } from './listing-action.ts';
import { ListingActionProvider } from './listing-action-provider.tsx';
import { clearToken, setToken } from './token.ts';

const action: ListingAction = () => null;

function Probe() {
  return <p>{useListingAction() ? 'action' : 'none'}</p>;
}

describe('ListingActionProvider', () => {
  afterEach(() => clearToken());

  it('lends the action only while signed in', () => {
    render(
      <ListingActionProvider action={action}>
        <Probe />
      </ListingActionProvider>,
    );
    expect(screen.getByText('none')).toBeTruthy();
    act(() => setToken('session'));
    expect(screen.getByText('action')).toBeTruthy();
    act(() => clearToken());
    expect(screen.getByText('none')).toBeTruthy();
  });
});
