import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Row } from '../../stories/Row';
import { sampleText } from '../../stories/sampleText';
import { sprinkles } from '../../theme';
import { Checkbox, CheckboxGroup } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { onChange: fn() },
  render: (args, { globals }) => <Checkbox {...args}>{sampleText(globals, 'acceptAgreement')}</Checkbox>,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Click and keyboard',
  play: async ({ canvas, args, globals }) => {
    const checkbox = canvas.getByRole('checkbox', { name: sampleText(globals, 'acceptAgreement') });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const States: Story = {
  render: (args, { globals }) => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' })}>
      <Row>
        <Checkbox {...args}>{sampleText(globals, 'productDeskLamp')}</Checkbox>
        <Checkbox {...args} defaultSelected>
          {sampleText(globals, 'productPhoneCharger')}
        </Checkbox>
        <Checkbox {...args} isIndeterminate>
          {sampleText(globals, 'selectAll')}
        </Checkbox>
      </Row>
      <Row>
        <Checkbox {...args} isDisabled>
          {sampleText(globals, 'productDeskLamp')}
        </Checkbox>
        <Checkbox {...args} isDisabled defaultSelected>
          {sampleText(globals, 'productPhoneCharger')}
        </Checkbox>
        <Checkbox {...args} isInvalid>
          {sampleText(globals, 'acceptAgreement')}
        </Checkbox>
      </Row>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const [lamp, charger, all, disabledLamp, disabledCharger, agreement] = canvas.getAllByRole('checkbox');
    await expect(lamp).not.toBeChecked();
    await expect(charger).toBeChecked();
    await expect(all).toBePartiallyChecked();
    await expect(disabledLamp).toBeDisabled();
    await expect(disabledCharger).toBeDisabled();
    await expect(agreement).toHaveAccessibleName(sampleText(globals, 'acceptAgreement'));
    await expect(agreement?.closest('label')).toHaveAttribute('data-invalid', 'true');
  },
};

const CART_LINES = ['lamp', 'charger'] as const;

/** The cart's "select all": checked, unchecked, or indeterminate when only some lines are. */
function CartSelection({ globals }: { globals: Record<string, unknown> }) {
  const [selected, setSelected] = useState<string[]>(['lamp']);
  const isAll = selected.length === CART_LINES.length;
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' })}>
      <Checkbox
        isSelected={isAll}
        isIndeterminate={selected.length > 0 && !isAll}
        onChange={(checked) => setSelected(checked ? [...CART_LINES] : [])}
      >
        {sampleText(globals, 'selectAll')}
      </Checkbox>
      <CheckboxGroup aria-label={sampleText(globals, 'selectAll')} value={selected} onChange={setSelected}>
        <Checkbox value="lamp">{sampleText(globals, 'productDeskLamp')}</Checkbox>
        <Checkbox value="charger">{sampleText(globals, 'productPhoneCharger')}</Checkbox>
      </CheckboxGroup>
    </div>
  );
}

export const Indeterminate: Story = {
  name: 'Indeterminate: select all',
  render: (_args, { globals }) => <CartSelection globals={globals} />,
  play: async ({ canvas, globals }) => {
    const all = canvas.getByRole('checkbox', { name: sampleText(globals, 'selectAll') });
    const charger = canvas.getByRole('checkbox', { name: sampleText(globals, 'productPhoneCharger') });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(charger).toBeChecked();
    await userEvent.click(charger);
    await expect(all).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: sampleText(globals, 'productDeskLamp') }));
    await expect(all).not.toBeChecked();
    await expect(all).not.toBePartiallyChecked();
  },
};

export const Group: Story = {
  name: 'CheckboxGroup',
  render: (_args, { globals }) => (
    <CheckboxGroup label={sampleText(globals, 'notifyBy')} defaultValue={['whatsapp']}>
      <Checkbox value="email">{sampleText(globals, 'email')}</Checkbox>
      <Checkbox value="sms">{sampleText(globals, 'notifySms')}</Checkbox>
      <Checkbox value="whatsapp">{sampleText(globals, 'notifyWhatsApp')}</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas, globals }) => {
    const group = canvas.getByRole('group', { name: sampleText(globals, 'notifyBy') });
    await expect(group).toBeVisible();
    const sms = canvas.getByRole('checkbox', { name: sampleText(globals, 'notifySms') });
    await userEvent.click(sms);
    await expect(sms).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: sampleText(globals, 'notifyWhatsApp') })).toBeChecked();
  },
};

export const GroupInvalid: Story = {
  name: 'CheckboxGroup, invalid',
  render: (_args, { globals }) => (
    <CheckboxGroup
      label={sampleText(globals, 'notifyBy')}
      isRequired
      isInvalid
      errorMessage={sampleText(globals, 'notifyRequired')}
    >
      <Checkbox value="email">{sampleText(globals, 'email')}</Checkbox>
      <Checkbox value="sms">{sampleText(globals, 'notifySms')}</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas, globals }) => {
    const group = canvas.getByRole('group', { name: sampleText(globals, 'notifyBy') });
    await expect(group).toHaveAccessibleDescription(sampleText(globals, 'notifyRequired'));
    await userEvent.click(canvas.getByRole('checkbox', { name: sampleText(globals, 'notifySms') }));
    await expect(canvas.getByRole('checkbox', { name: sampleText(globals, 'notifySms') })).toBeChecked();
  },
};
