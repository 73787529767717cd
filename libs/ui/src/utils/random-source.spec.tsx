import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RandomSourceProvider, useRandomNumbers } from './random-source';

function Draw() {
  const random = useRandomNumbers();
  return <p>{random()}</p>;
}

describe('random source', () => {
  it('is Math.random unless a provider says otherwise', () => {
    const view = render(<Draw />);
    const drawn = Number(view.container.textContent);
    expect(drawn).toBeGreaterThanOrEqual(0);
    expect(drawn).toBeLessThan(1);
  });

  it("gives each component a source of its own from the provider's factory", () => {
    let made = 0;
    const counting = () => {
      const first = ++made / 10;
      return () => first;
    };
    const view = render(
      <RandomSourceProvider value={counting}>
        <Draw />
        <Draw />
      </RandomSourceProvider>,
    );
    expect([...view.container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['0.1', '0.2']);
  });
});
