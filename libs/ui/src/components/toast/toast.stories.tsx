import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { ToastProvider, useToast } from './toast';

function ToastButtons() {
  const toast = useToast();
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Button onClick={() => toast.show('Copied')}>Info</Button>
      <Button onClick={() => toast.show({ message: 'Change saved', kind: 'success', duration: 1000 })}>Success</Button>
      <Button variant="danger" onClick={() => toast.show({ message: 'Incorrect password', kind: 'error' })}>
        Error
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          const id = toast.show({ message: 'Sending code…', kind: 'loading', duration: 10_000 });
          setTimeout(() => {
            toast.hide(id);
            toast.show({ message: 'Code sent', kind: 'success' });
          }, 2000);
        }}
      >
        Loading then success
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  args: { children: null },
  render: () => (
    <ToastProvider>
      <ToastButtons />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
