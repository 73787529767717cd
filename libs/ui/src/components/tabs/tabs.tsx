import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../utils/cx';
import * as styles from './tabs.css';

interface TabsContextValue {
  baseId: string;
  selected: string;
  select: (value: string) => void;
  renderedPanels: ReadonlySet<string>;
  setPanelRendered: (value: string, rendered: boolean) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(component: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${component}> must be inside <Tabs>`);
  return context;
}

type TabsState =
  | { value: string; defaultValue?: never; onChange: (value: string) => void }
  | { value?: never; defaultValue: string; onChange?: (value: string) => void };

export type TabsProps = TabsState & { children: ReactNode };

/** Controlled with value + onChange, or uncontrolled with defaultValue. */
export function Tabs({ value, defaultValue, onChange, children }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const selected = value ?? uncontrolled;
  const [renderedPanels, setRenderedPanels] = useState<ReadonlySet<string>>(() => new Set());

  const setPanelRendered = useCallback((panel: string, rendered: boolean) => {
    setRenderedPanels((current) => {
      if (current.has(panel) === rendered) return current;
      const next = new Set(current);
      if (rendered) next.add(panel);
      else next.delete(panel);
      return next;
    });
  }, []);

  const select = (next: string) => {
    if (next === selected) return;
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  return <TabsContext.Provider value={{ baseId, selected, select, renderedPanels, setPanelRendered }}>{children}</TabsContext.Provider>;
}

const idSafe = (value: string) => value.replace(/\s+/g, '_');
const tabId = (baseId: string, value: string) => `${baseId}-tab-${idSafe(value)}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${idSafe(value)}`;

export interface TabListProps extends HTMLAttributes<HTMLDivElement> {
  /** Accessible name of the tab list when no visible heading labels it. */
  'aria-label'?: string;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabList({ className, children, onKeyDown, ...rest }: TabListProps) {
  const { select } = useTabsContext('TabList');

  // Tabs register nothing: the DOM order is the order, so conditional or mapped tabs just work.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const move = NEXT_KEYS[event.key];
    if (!move || event.defaultPrevented) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;
    event.preventDefault();
    const next = tabs[move(current, tabs.length)]!;
    next.focus();
    next.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    select(next.dataset.value!);
  };

  return (
    <div role="tablist" aria-orientation="horizontal" className={cx(styles.list, className)} onKeyDown={handleKeyDown} {...rest}>
      {children}
    </div>
  );
}

export interface TabProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'> {
  value: string;
}

export function Tab({ value, className, children, onClick, ...rest }: TabProps) {
  const { baseId, selected, select, renderedPanels } = useTabsContext('Tab');
  const isSelected = value === selected;
  // Only point at panels in the DOM: a dangling aria-controls is an accessibility error, and tabs
  // may be used without panels (e.g. as a filter bar).
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={isSelected}
      aria-controls={renderedPanels.has(value) ? panelId(baseId, value) : undefined}
      tabIndex={isSelected ? 0 : -1}
      data-value={value}
      className={cx(styles.tab, className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      {...rest}
    >
      {children}
    </button>
  );
}

export interface TabPanelProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
  /** Keep the panel in the DOM (hidden) when not selected, e.g. to preserve scroll or form state. */
  keepMounted?: boolean;
}

export function TabPanel({ value, keepMounted = false, className, children, ...rest }: TabPanelProps) {
  const { baseId, selected, setPanelRendered } = useTabsContext('TabPanel');
  const isSelected = value === selected;
  const rendered = isSelected || keepMounted;

  useEffect(() => {
    setPanelRendered(value, rendered);
    return () => setPanelRendered(value, false);
  }, [value, rendered, setPanelRendered]);

  if (!rendered) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      hidden={!isSelected}
      tabIndex={0}
      className={cx(styles.panel, className)}
      {...rest}
    >
      {children}
    </div>
  );
}
