import { lazy } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mockAllIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { WhenSeen } from './when-seen';

describe('WhenSeen', () => {
  beforeEach(() => setupIntersectionMocking(vi.fn));
  afterEach(() => resetIntersectionMocking());

  it('loads and draws its section only once the visitor scrolls near it, keeping its room meanwhile', async () => {
    const load = vi.fn(async () => ({ default: () => <p>Parents’ details</p> }));
    const Section = lazy(load);
    render(
      <WhenSeen testId="forms" minHeight={360}>
        <Section />
      </WhenSeen>,
    );
    expect(screen.getByTestId('forms')).toBeEmptyDOMElement();
    expect(screen.getByTestId('forms')).toHaveStyle({ minHeight: '360px' });
    expect(load).not.toHaveBeenCalled();

    act(() => mockAllIsIntersecting(true));
    expect(await screen.findByText('Parents’ details')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
