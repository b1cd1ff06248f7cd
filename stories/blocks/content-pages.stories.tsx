import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryViewer } from '../../src/blocks/stories/story-viewer';
import { PolicyView } from '../../src/features/content/components/policy-view';
import { VacancyList, VacancyView } from '../../src/features/content/components/vacancies';
import { Reservations } from '../../src/features/reservations/components/reservations';
import { FIXTURES } from '../support/fixtures';

/** Reservations, the stories viewer, vacancies and company pages. */
const meta = {
  title: 'Features/Content and reservations',
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReservationsForm: Story = {
  render: () => <Reservations branches={FIXTURES.demo.branches} userId={1} />,
  parameters: { storefront: { user: { id: 1, merchantId: 1, phone: '998901234567', isActive: true } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('reservation')).toHaveTextContent('19:00');
  },
};
export const ReservationsNowhere: Story = {
  render: () => <Reservations branches={FIXTURES.night.branches} userId={1} />,
  parameters: { merchant: 'night' },
};
export const StoriesViewer: Story = {
  render: () => (
    <StoryViewer stories={FIXTURES.demo.stories} start={0} onClose={() => {}} onSeen={() => {}} />
  ),
};
export const Vacancies: Story = { render: () => <VacancyList /> };
export const Vacancy: Story = { render: () => <VacancyView id={1} branchName={() => 'Chilonzor'} /> };
export const PrivacyPolicy: Story = {
  render: () => <PolicyView type="PRIVACY_POLICY" title="Maxfiylik siyosati" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Maxfiylik siyosati matni.')).toBeVisible();
  },
};
