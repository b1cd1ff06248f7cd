import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/button';
import { Field, Select } from '../../src/ui/field';
import { Radio } from '../../src/ui/radio';

/** The UI kit: the controls every form of the storefront and the desk is made of, in each merchant's colours. */
const meta = {
  title: 'UI/Controls',
  decorators: [
    (Story) => (
      <div className="stack" style={{ padding: 16, maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {
  render: () => (
    <>
      <Button variant="primary">Place order</Button>
      <Button variant="secondary">Back</Button>
      <Button variant="danger">Cancel the order</Button>
      <Button variant="link">Clear the basket</Button>
      <Button variant="primary" block disabled>
        Sending…
      </Button>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // a button is a button unless it says otherwise: it never submits a form by accident
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveAttribute('type', 'button');
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    // a small action in a line of text is a button too, not a link
    await expect(canvas.getByRole('button', { name: 'Clear the basket' })).toHaveClass('link-btn');
  },
};

export const Fields: Story = {
  render: () => (
    <>
      <Field label="Street">
        <input defaultValue="Amir Temur" />
      </Field>
      <Field label="Search the menu" hideLabel>
        <input type="search" placeholder="Search the menu" />
      </Field>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the label names its control, shown or only read out
    await expect(canvas.getByRole('textbox', { name: 'Street' })).toHaveValue('Amir Temur');
    await expect(canvas.getByRole('searchbox', { name: 'Search the menu' })).toBeInTheDocument();
  },
};

function Choices() {
  const [payment, setPayment] = useState('CASH');
  const [branch, setBranch] = useState('1');
  return (
    <>
      <fieldset className="picker">
        <legend>Payment</legend>
        {['CASH', 'PAYME', 'CLICK'].map((p) => (
          <Radio key={p} name="payment" checked={payment === p} onChange={() => setPayment(p)}>
            {p}
          </Radio>
        ))}
      </fieldset>
      <Select
        label="Branch"
        value={branch}
        onChange={(e) => setBranch(e.target.value)}
        options={[
          { value: '1', label: 'Chilonzor' },
          { value: '2', label: 'Yunusobod' },
        ]}
      />
    </>
  );
}

export const RadiosAndSelect: Story = {
  render: () => <Choices />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'PAYME' }));
    await expect(canvas.getByRole('radio', { name: 'PAYME' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'CASH' })).not.toBeChecked();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Branch' }), 'Yunusobod');
    await expect(canvas.getByRole('combobox', { name: 'Branch' })).toHaveValue('2');
  },
};

export const InTheDarkMerchant: Story = { ...RadiosAndSelect, parameters: { merchant: 'night' } };
