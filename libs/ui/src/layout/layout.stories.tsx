import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../components/badge/badge';
import { Button } from '../components/button/button';
import { Box } from './box';
import { Card } from './card';
import { Column, Columns } from './columns';
import { Inline } from './inline';
import { Stack } from './stack';
import { Text } from './text';

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

export const CardWithText: Story = {
  render: () => (
    <Stack gap="md">
      <Card as="section" gap="sm" aria-label="Licence">
        <Text as="h2" size="lg" weight="bold">
          Licence
        </Text>
        <Text size="md">Operated under a gaming licence. Players must be of legal age to play.</Text>
        <Text size="sm" tone="muted">
          Last updated 2026-03-15
        </Text>
      </Card>
      <Card padding="md">
        <Text size="sm" tone="primary" weight="bold" align="center">
          Centred, primary, bold
        </Text>
      </Card>
    </Stack>
  ),
};
