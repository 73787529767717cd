// A separate entry, like rich-text: screens load it with their own chunks, so the first render of home
// (which imports the main entry) does not carry the layout primitives.
export { Stack, type StackProps } from './stack';
export { Inline, type InlineProps } from './inline';
export { Column, Columns, type ColumnProps, type ColumnsProps } from './columns';
export { Card, type CardProps } from './card';
export { TitledCard, type TitledCardProps } from './titled-card';
export { Text, type TextProps } from './text';
export type { LayoutElement, LayoutProps } from './layout-props';
export type { ColorSlot, Space } from './sprinkles.css';
