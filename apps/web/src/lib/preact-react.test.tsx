import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Activity, useOptimistic, useState } from 'react';
import { describe, expect, it } from 'vitest';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`clics ${count}`}</button>;
}

describe("React's API from Preact (decision 167)", () => {
  it('Activity hides its children and keeps their state while hidden', async () => {
    const { rerender } = render(
      <Activity mode="visible">
        <Counter />
      </Activity>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('clics 1');
    rerender(
      <Activity mode="hidden">
        <Counter />
      </Activity>,
    );
    expect(screen.getByText('clics 1')).not.toBeVisible();
    rerender(
      <Activity mode="visible">
        <Counter />
      </Activity>,
    );
    expect(screen.getByRole('button')).toBeVisible();
    expect(screen.getByRole('button')).toHaveTextContent('clics 1');
  });

  it('useOptimistic gives the value passed in', () => {
    function Shown({ value }: { value: string }) {
      const [shown] = useOptimistic(value);
      return <p>{shown}</p>;
    }
    render(<Shown value="réel" />);
    expect(screen.getByText('réel')).toBeInTheDocument();
  });
});
