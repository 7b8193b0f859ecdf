import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, signedInUser } from '../../../test/render';
import { SETTINGS_CHANGED_EVENT, SETTINGS_STORAGE_KEY } from '../../lib/settings-storage';
import { SettingsDialog } from './SettingsDialog';

function renderSettings(
  user = { ...signedInUser(), units: 'Metric', defaultServings: 6, recipeNotifications: false },
) {
  const fetchMock = mockFetch({
    'GET /api/auth/user-with-billing': { body: user },
    'PATCH /api/auth/settings': (init) => ({
      body: { ...user, ...(JSON.parse(String(init?.body)) as object) },
    }),
  });
  const onOpenChange = jest.fn();
  renderWithProviders(<SettingsDialog open onOpenChange={onOpenChange} />);
  return { fetchMock, onOpenChange };
}

describe('SettingsDialog', () => {
  it("starts from the user's saved settings", async () => {
    renderSettings();
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Metric/ })).toBeChecked();
    expect(screen.getByLabelText('Default Servings')).toHaveValue(6);
    expect(screen.getByRole('switch', { name: 'Recipe notifications' })).not.toBeChecked();
  });

  it('validates default servings between 1 and 20', async () => {
    const user = userEvent.setup();
    renderSettings();
    const servings = await screen.findByLabelText('Default Servings');

    await user.clear(servings);
    await user.type(servings, '0');
    expect(screen.getByText('Must be at least 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeDisabled();

    await user.clear(servings);
    await user.type(servings, '21');
    expect(screen.getByText('Cannot exceed 20')).toBeInTheDocument();

    await user.clear(servings);
    await user.type(servings, '12');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
  });

  it('Reset to Defaults restores US, 4 servings and every notification', async () => {
    const user = userEvent.setup();
    renderSettings();
    await screen.findByRole('dialog', { name: 'Settings' });

    await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));

    expect(screen.getByRole('radio', { name: /US/ })).toBeChecked();
    expect(screen.getByLabelText('Default Servings')).toHaveValue(4);
    for (const name of ['Email notifications', 'Recipe notifications', 'Grocery notifications']) {
      expect(screen.getByRole('switch', { name })).toBeChecked();
    }
    expect(screen.getByText('Settings reset')).toBeInTheDocument();
  });

  it('saves to the server and the browser copy, then fires settingsChanged', async () => {
    const user = userEvent.setup();
    const listener = jest.fn();
    window.addEventListener(SETTINGS_CHANGED_EVENT, listener);
    const { fetchMock, onOpenChange } = renderSettings();
    const servings = await screen.findByLabelText('Default Servings');

    await user.clear(servings);
    await user.type(servings, '8');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const call = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/auth/settings' && (init as RequestInit).method === 'PATCH',
    );
    expect(JSON.parse(String((call?.[1] as RequestInit).body))).toMatchObject({
      units: 'Metric',
      defaultServings: 8,
    });
    expect(JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      defaultServings: 8,
    });
    expect(listener).toHaveBeenCalled();
    expect(screen.getByText('Settings saved')).toBeInTheDocument();
    window.removeEventListener(SETTINGS_CHANGED_EVENT, listener);
  });
});
