import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './box';
import { Card } from './card';
import { Column, Columns } from './columns';
import { Inline } from './inline';
import * as styles from './layout.css';
import { sprinkles } from './sprinkles.css';
import { Stack } from './stack';
import { Text } from './text';

const classesOf = (element: HTMLElement) => element.className.split(' ');
/** Every class of each given class string (a composed style is several classes). */
const all = (...classStrings: string[]) => classStrings.flatMap((classes) => classes.split(' '));

describe('Stack', () => {
  it('spaces its items by the theme step it is given', () => {
    render(<Stack gap="lg" data-testid="stack" />);
    expect(classesOf(screen.getByTestId('stack'))).toEqual(expect.arrayContaining(all(styles.stack, sprinkles({ gap: 'lg' }))));
  });

  it('renders a list without bullets when asked for one', () => {
    render(
      <Stack as="ul" aria-label="Cards">
        <li>one</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Cards' });
    expect(list.tagName).toBe('UL');
    expect(classesOf(list)).toEqual(expect.arrayContaining(all(styles.listReset)));
  });

  it('draws dividers inside the gap instead of a plain gap', () => {
    render(<Stack gap="md" dividers data-testid="stack" />);
    const classes = classesOf(screen.getByTestId('stack'));
    expect(classes).toEqual(expect.arrayContaining(all(styles.dividers.md)));
    expect(classes).not.toEqual(expect.arrayContaining(all(styles.gap.md)));
  });

  it('centres its items only when asked', () => {
    const { rerender } = render(<Stack data-testid="stack" />);
    expect(classesOf(screen.getByTestId('stack'))).not.toEqual(expect.arrayContaining(all(styles.align.center)));
    rerender(<Stack align="center" data-testid="stack" />);
    expect(classesOf(screen.getByTestId('stack'))).toEqual(expect.arrayContaining(all(styles.align.center)));
  });
});

describe('Inline', () => {
  it('wraps by default and keeps one line with nowrap', () => {
    const { rerender } = render(<Inline data-testid="row" justify="spaceBetween" />);
    const row = screen.getByTestId('row');
    expect(classesOf(row)).toEqual(expect.arrayContaining(all(styles.inline, styles.justify.spaceBetween, styles.gap.sm)));
    expect(classesOf(row)).not.toEqual(expect.arrayContaining(all(styles.nowrap)));
    rerender(<Inline data-testid="row" nowrap />);
    expect(classesOf(screen.getByTestId('row'))).toEqual(expect.arrayContaining(all(styles.nowrap)));
  });
});

describe('Columns', () => {
  it('shares the width among fill columns and sizes content columns to their content', () => {
    render(
      <Columns gap="sm">
        <Column data-testid="fill">a</Column>
        <Column width="content" data-testid="content">
          b
        </Column>
      </Columns>,
    );
    expect(screen.getByTestId('fill').className).toBe(styles.column);
    expect(screen.getByTestId('content').className).toBe(styles.columnContent);
  });
});

describe('Box', () => {
  it('turns theme props into classes and passes every other prop to the element', () => {
    render(
      <Box as="section" padding="md" background="surface" aria-label="Summary" data-testid="box">
        content
      </Box>,
    );
    const box = screen.getByRole('region', { name: 'Summary' });
    expect(box.tagName).toBe('SECTION');
    expect(classesOf(box)).toEqual(expect.arrayContaining(all(sprinkles({ padding: 'md', background: 'surface' }))));
    expect(box.getAttribute('padding')).toBeNull();
    expect(box.getAttribute('background')).toBeNull();
    expect(box.dataset.testid).toBe('box');
  });
});

describe('Card', () => {
  it('is a bordered surface with lg padding unless told otherwise', () => {
    const { rerender } = render(<Card as="section" aria-label="Licence" />);
    expect(classesOf(screen.getByRole('region', { name: 'Licence' }))).toEqual(expect.arrayContaining(all(styles.card, styles.padding.lg)));
    rerender(<Card as="section" aria-label="Licence" padding="md" gap="sm" />);
    expect(classesOf(screen.getByRole('region', { name: 'Licence' }))).toEqual(
      expect.arrayContaining(all(styles.card, styles.padding.md, styles.stack, styles.gap.sm)),
    );
  });
});

describe('Text', () => {
  it('renders the element asked for in the theme size, weight and tone', () => {
    render(
      <Text as="h2" size="lg" weight="bold" tone="muted" align="center">
        Title
      </Text>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Title' });
    expect(classesOf(heading)).toEqual(
      expect.arrayContaining(all(styles.text, styles.textSize.lg, styles.textWeight.bold, styles.textTone.muted, styles.textAlign.center)),
    );
  });
});

describe('padding', () => {
  it('pads a Stack, an Inline and Columns by a theme step', () => {
    render(
      <>
        <Stack padding="lg" data-testid="stack" />
        <Inline padding="sm" data-testid="inline" />
        <Columns padding="xs" data-testid="columns" />
      </>,
    );
    expect(classesOf(screen.getByTestId('stack'))).toEqual(expect.arrayContaining(all(styles.padding.lg)));
    expect(classesOf(screen.getByTestId('inline'))).toEqual(expect.arrayContaining(all(styles.padding.sm)));
    expect(classesOf(screen.getByTestId('columns'))).toEqual(expect.arrayContaining(all(styles.padding.xs)));
  });

  it('aligns the text of a Stack by a theme atom, and the prop does not reach the element', () => {
    render(<Stack textAlign="center" data-testid="stack" />);
    const stack = screen.getByTestId('stack');
    expect(classesOf(stack)).toEqual(expect.arrayContaining(all(sprinkles({ textAlign: 'center' }))));
    expect(stack.getAttribute('textalign')).toBeNull();
  });
});

describe('closed primitives', () => {
  it('take no class or style: spacing and colour come only from their theme props', () => {
    const refuse = () => (
      <>
        {/* @ts-expect-error a layout primitive has no className */}
        <Stack className="x" />
        {/* @ts-expect-error a layout primitive has no className */}
        <Inline className="x" />
        {/* @ts-expect-error a layout primitive has no className */}
        <Columns className="x" />
        {/* @ts-expect-error a layout primitive has no className */}
        <Column className="x" />
        {/* @ts-expect-error a layout primitive has no className */}
        <Box className="x" />
        {/* @ts-expect-error a layout primitive has no className */}
        <Card className="x" />
        {/* @ts-expect-error a layout primitive has no className */}
        <Text className="x" />
        {/* @ts-expect-error a layout primitive has no inline style */}
        <Stack style={{ gap: 3 }} />
      </>
    );
    render(refuse());
    expect(document.querySelector('.x')).toBeNull();
  });

  it('cuts a long text to one line when asked', () => {
    render(
      <Text as="span" truncate data-testid="cut">
        A very long message title
      </Text>,
    );
    expect(classesOf(screen.getByTestId('cut'))).toContain(styles.truncate);
  });
});
