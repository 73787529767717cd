import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../components/badge/badge';
import { Button } from '../components/button/button';
import { Box } from './box';
import { Column, Columns } from './columns';
import { Inline } from './inline';
import { Stack } from './stack';

const meta = { title: 'UI/Layout', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const Tile = ({ children }: { children: string }) => (
  <Box padding="sm" background="surfaceAlt" borderRadius="sm" color="text" fontSize="sm">
    {children}
  </Box>
);

export const StackWithGaps: Story = {
  render: () => (
    <Columns gap="lg">
      {(['xs', 'md', 'xl'] as const).map((gap) => (
        <Column key={gap}>
          <Stack gap={gap}>
            <Tile>{`gap ${gap}`}</Tile>
            <Tile>second</Tile>
            <Tile>third</Tile>
          </Stack>
        </Column>
      ))}
    </Columns>
  ),
};

export const StackWithDividers: Story = {
  render: () => (
    <Box padding="md" background="surface" borderRadius="md">
      <Stack as="ul" gap="md" dividers>
        <li>Deposit</li>
        <li>Withdraw</li>
        <li>Transaction records</li>
      </Stack>
    </Box>
  ),
};

export const InlineWrapping: Story = {
  render: () => (
    <Inline gap="sm">
      {['SPORTS', 'LIVE', 'SLOTS', 'LOTTERY', 'PVP', 'FISHING', 'E-SPORTS', 'COCKFIGHT'].map((name) => (
        <Badge key={name} variant="tag" tone="primary">
          {name}
        </Badge>
      ))}
    </Inline>
  ),
};

export const ColumnsWithContentColumn: Story = {
  render: () => (
    <Columns gap="md" align="center">
      <Column>
        <Stack gap="xs">
          <Box as="strong" fontSize="md">
            Vietcombank
          </Box>
          <Box as="span" color="textMuted" fontSize="sm">
            **** **** 1234
          </Box>
        </Stack>
      </Column>
      <Column width="content">
        <Button size="sm" variant="ghost">
          Edit
        </Button>
      </Column>
    </Columns>
  ),
};
