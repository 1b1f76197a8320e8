import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkE2bXml } from '@vigila/domain';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { notify } from '@/lib/notify.ts';
import { mockApi } from '@/test/api-mock.ts';
import { renderPage } from '@/test/render.tsx';
import { localToday } from '../lib/sender-prefill.ts';
import { buildCaseDetail, completeForm, mockCaseApi, prefilled } from '@/test/cases/case-fixtures.ts';
import { CasePage } from './case-page.tsx';

const success = vi.spyOn(notify, 'success');
const failure = vi.spyOn(notify, 'error');
beforeEach(() => {
  success.mockReset();
  failure.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const CASE_ID = 'case-0001-7f3a9';

async function start(form: Record<string, unknown> = prefilled, reply?: Parameters<typeof mockCaseApi>[1]) {
  const detail = buildCaseDetail(form as Parameters<typeof buildCaseDetail>[0]);
  const api = mockCaseApi(detail, reply);
  const view = renderPage(<CasePage />, { path: `/cases/${CASE_ID}`, pattern: '/cases/:id' });
  await screen.findByRole('heading', { level: 1, name: 'Case 7f3a9' });
  const puts = () => api.find('PUT', `/api/case/${CASE_ID}`);
  return { api, puts, user: userEvent.setup(), ...view };
}

/** jsdom's Blob is not the one Node's Response reads; FileReader is. */
function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (blob === undefined) {
      reject(new Error('no file was made'));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(blob);
  });
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('case page: Case Details panel (SPEC §2.9)', () => {
  it('shows source, type with AI flags, the ADR badge, the comment, status, clock and a link to the item', async () => {
    await start();
    const panel = screen.getByRole('region', { name: 'Case Details' });
    expect(within(panel).getByText('Recording')).toBeTruthy();
    expect(within(panel).getByText('ICSR')).toBeTruthy();
    expect(within(panel).getByText('ADR')).toBeTruthy();
    expect(within(panel).queryByText('PQC')).toBeNull();
    expect(within(panel).getByText('I took the tablets and got a headache.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Open the source item' }).getAttribute('href')).toBe(
      '/recordings/rec-1',
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Case status' }).value).toBe('new');
    expect(within(panel).getByText('Due date')).toBeTruthy();
    expect(within(panel).queryByText('Overdue')).toBeNull();
  });

  it('changes the case status and shows the audit history when opened', async () => {
    const { api, user } = await start();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Case status' }), 'progress');
    await waitFor(() => expect(api.find('PUT', `/api/case/${CASE_ID}/status`)).toHaveLength(1));
    expect(api.find('PUT', `/api/case/${CASE_ID}/status`)[0]?.body).toEqual({ status: 'progress' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Case status updated'));

    expect(api.find('GET', `/api/cases/${CASE_ID}/history`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Change history' }));
    expect(await screen.findByText('Rita Reviewer changed Reaction or event')).toBeTruthy();
    expect(screen.getByText('Headache')).toBeTruthy();
    expect(screen.getByText('Unknown changed Case status')).toBeTruthy();
    expect(screen.getByText('In Progress', { selector: 'li span' })).toBeTruthy();
    expect(screen.getByText('Rita Reviewer created the case')).toBeTruthy();
  });

  it("marks a serious, overdue case with the 'Serious' and 'Overdue' badges", async () => {
    mockCaseApi(buildCaseDetail(prefilled, { serious: true, overdue: true, due_date: '2026-03-16' }));
    renderPage(<CasePage />, { path: `/cases/${CASE_ID}`, pattern: '/cases/:id' });
    const panel = await screen.findByRole('region', { name: 'Case Details' });
    expect(within(panel).getByText('Serious')).toBeTruthy();
    expect(within(panel).getByText('Overdue')).toBeTruthy();
    expect(within(panel).getByText('Initial receipt date (Day 0)')).toBeTruthy();
    expect(within(panel).getByText('Latest receipt date')).toBeTruthy();
  });

  it("says 'Case not found' on a 404", async () => {
    mockApi({ 'GET /api/cases/nope': { status: 404, body: { error: 'Case not found' } } });
    renderPage(<CasePage />, { path: '/cases/nope', pattern: '/cases/:id' });
    expect(await screen.findByRole('heading', { name: 'Case not found' })).toBeTruthy();
  });
});

describe('E2B form sections (SPEC §2.9)', () => {
  it('renders every section in order, open by default, and toggles them', async () => {
    const { user } = await start();
    const titles = screen
      .getAllByRole('button', { expanded: true })
      .map((button) => button.textContent)
      .filter((text) => text !== 'Case Details');
    expect(titles).toEqual([
      'N ICH ICSR Message/Batch Identification',
      'C.1 Identification',
      'C.2.r Primary Sources',
      'C.3 Sender',
      'C.4.r Literature Reference(s)',
      'C.5 Study Identification',
      'D Patient Characteristics',
      'E.i Reaction(s)/Event(s)',
      'F.r Results of Tests and Procedures',
      'G.k Drugs',
      'H Narrative',
    ]);
    expect(screen.getByRole('group', { name: 'N.1 Batch wrapper' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'N.2.r Message header' })).toBeTruthy();

    const sender = screen.getByRole('button', { name: 'C.3 Sender' });
    await user.click(sender);
    expect(sender.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Sender organisation' })).toBeNull();
    await user.click(sender);
    expect(field('Sender organisation')).toBeTruthy();
  });

  it('uses the spec field names, input types, bounds and required marks', async () => {
    await start();
    expect(field('Sender organisation').getAttribute('name')).toBe('senderOrganization');
    expect(field('Sender organisation').getAttribute('aria-required')).toBe('true');
    expect(document.getElementById('transmission_date')?.getAttribute('type')).toBe('date');
    expect(document.getElementById('senderEmail')?.getAttribute('type')).toBe('email');
    expect(document.getElementById('reporter_phone')?.getAttribute('type')).toBe('tel');
    const weight = screen.getByRole('spinbutton', { name: 'Weight (kg)' });
    expect([weight.getAttribute('min'), weight.getAttribute('step')]).toEqual(['0', '0.1']);
    const pregnancy = screen.getByRole('spinbutton', { name: 'Gestation period (weeks)' });
    expect([pregnancy.getAttribute('min'), pregnancy.getAttribute('max')]).toEqual(['0', '45']);
    expect(screen.getByRole('checkbox', { name: 'Caused or prolonged hospitalisation' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Case narrative' }).tagName).toBe('TEXTAREA');
  });

  it('lists the coded options of SPEC §3 in the selects', async () => {
    await start();
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Type of report')).toEqual([
      'Select…',
      '1 Spontaneous report',
      '2 Report from study',
      '3 Other',
      '4 Not available to sender',
    ]);
    expect(options('Outcome')).toContain('0 Unknown');
    expect(options('Route of administration')).toContain('001 Oral');
  });
});

describe('saving a field (SPEC §4.4)', () => {
  it('saves on blur only when the value changed since focus', async () => {
    const { puts, user } = await start();
    const city = field('Reporter city');
    await user.click(city);
    await user.tab();
    expect(puts()).toHaveLength(0);

    await user.click(city);
    await user.type(city, 'Madrid');
    await user.tab();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({ reporter_city: 'Madrid' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Case updated successfully'));
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('saves a single-line field on Enter and leaves it, without saving twice', async () => {
    const { puts, user } = await start();
    const batch = field('Batch number');
    await user.click(batch);
    await user.type(batch, 'B-7{Enter}');
    await waitFor(() => expect(puts()).toHaveLength(1));
    // Section N sends the case id with its field (SPEC §7).
    expect(puts()[0]?.body).toEqual({ batch_number: 'B-7', case_id: CASE_ID });
    expect(document.activeElement).not.toBe(batch);
    await user.click(field('Reporter city'));
    expect(puts()).toHaveLength(1);
  });

  it('adds a line on Enter in a multi-line field and saves with Ctrl+Enter', async () => {
    const { puts, user } = await start();
    const history = screen.getByRole('textbox', { name: 'Relevant medical history' });
    await user.click(history);
    await user.type(history, 'Asthma{Enter}Migraine');
    expect(puts()).toHaveLength(0);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({ medical_history: 'Asthma\nMigraine' });
    expect(document.activeElement).toBe(history);
  });

  it('never saves the narrative on a plain Enter, only on Cmd/Ctrl+Enter or blur', async () => {
    const { puts, user } = await start();
    const narrative = screen.getByRole('textbox', { name: 'Case narrative' });
    await user.click(narrative);
    await user.type(narrative, 'Headache.{Enter}{Enter}Resolved.');
    expect(puts()).toHaveLength(0);
    expect((narrative as HTMLTextAreaElement).value).toBe('Headache.\n\nResolved.');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({ case_narrative: 'Headache.\n\nResolved.' });
  });

  it('saves selects and checkboxes on change', async () => {
    const { puts, user } = await start();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sex' }), '2');
    await user.click(screen.getByRole('checkbox', { name: 'Life-threatening' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts().map((call) => call.body)).toEqual([{ gender: '2' }, { life_threatening: true }]);
  });

  it('checks a number before sending: out of bounds is an inline error and no call', async () => {
    const { puts, user } = await start();
    const age = screen.getByRole('spinbutton', { name: 'Age at onset' });
    await user.type(age, '-3');
    await user.tab();
    expect(await screen.findByText('Enter a number of at least 0.')).toBeTruthy();
    expect(age.getAttribute('aria-invalid')).toBe('true');
    const pregnancy = screen.getByRole('spinbutton', { name: 'Gestation period (weeks)' });
    await user.type(pregnancy, '50');
    await user.tab();
    expect(await screen.findByText('Enter a number from 0 to 45.')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it("shows 'Failed to update case' and the server's error at the field", async () => {
    const { user } = await start(prefilled, (body) =>
      'reporter_email' in body ? { status: 400, body: { error: 'reporter_email is refused' } } : undefined,
    );
    const email = field('Reporter e-mail');
    await user.type(email, 'luis@example.org');
    await user.tab();
    expect(await screen.findByText('reporter_email is refused')).toBeTruthy();
    expect(failure).toHaveBeenCalledWith('Failed to update case');
    expect(success).not.toHaveBeenCalled();
    expect((email as HTMLInputElement).value).toBe('luis@example.org');
  });

  it('falls back to the spec text when the error body is unreadable', async () => {
    const { user } = await start(prefilled, () => ({ status: 500, body: null }));
    await user.type(field('Reporter city'), 'Vigo');
    await user.tab();
    expect(await screen.findByText('Failed to update case. Please try again.')).toBeTruthy();
  });

  it('refuses to save without a token', async () => {
    const { puts, user } = await start();
    useAuthStore.setState({ accessToken: null });
    await user.type(field('Reporter city'), 'Vigo');
    await user.tab();
    expect(await screen.findByText('Authentication token not found. Please log in again.')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });
});

describe('pre-fill (SPEC §6, §9)', () => {
  it('fills an empty sender block from the signed-in user and empty dates with today, and saves them', async () => {
    const { puts } = await start({});
    await waitFor(() => expect(puts()).toHaveLength(8));
    const today = localToday();
    expect(Object.assign({}, ...puts().map((call) => call.body)) as Record<string, unknown>).toEqual({
      sender_organization: 'Demo Pharma',
      sender_given_name: 'Rita',
      sender_family_name: 'Reviewer',
      sender_email: 'rita@demo.test',
      sender_department: 'Pharmacovigilance',
      transmission_date: today,
      batch_date_of_message_creation: today,
      message_header_date_of_message_creation: today,
      case_id: CASE_ID,
    });
    expect((field('Sender organisation') as HTMLInputElement).value).toBe('Demo Pharma');
    expect((field('Sender department') as HTMLInputElement).value).toBe('Pharmacovigilance');
    expect((document.getElementById('transmission_date') as HTMLInputElement).value).toBe(today);
    expect(success).not.toHaveBeenCalled();
  });

  it('leaves a stored sender alone', async () => {
    const { puts } = await start({ ...prefilled, sender_organization: 'Other Pharma' });
    expect((field('Sender organisation') as HTMLInputElement).value).toBe('Other Pharma');
    expect(puts()).toHaveLength(0);
  });
});

describe('Generate E2B XML (SPEC §7)', () => {
  let created: Blob[];
  let downloads: string[];
  let clicks: MockInstance<HTMLAnchorElement['click']>;
  beforeEach(() => {
    created = [];
    downloads = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        created.push(blob);
        return 'blob:e2b';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
  });
  afterEach(() => clicks.mockRestore());

  it('lists what is missing at the top, marks the fields, and makes no file', async () => {
    const { user } = await start();
    await user.click(screen.getByRole('button', { name: 'Generate E2B XML' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The E2B file cannot be generated yet:')).toBeTruthy();
    // The button ends a long form: the list at its top is brought into view and focused.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    // One message per case rule, shared with the R3 download (decision 0038), after the section to go to.
    const problem = within(alert).getByRole('link', { name: /^C\.1 .*: Choose the report type$/ });
    expect(within(alert).getByRole('link', { name: /^H .*: Write the case narrative$/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Type of report' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(created).toHaveLength(0);
    expect(downloads).toHaveLength(0);

    await user.click(problem);
    await waitFor(() => expect(document.activeElement?.id).toBe('report_type'));
  });

  it('downloads e2b_report.xml that passes the E2B checker', async () => {
    const { user, puts } = await start(completeForm);
    await user.click(screen.getByRole('button', { name: 'Generate E2B XML' }));
    await waitFor(() => expect(downloads).toEqual(['e2b_report.xml']));
    const blob = created[0];
    expect(blob).toBeDefined();
    const xml = await readBlob(blob);
    expect(xml).toContain('<ichicsr');
    expect(xml).toContain('Ibuprofen 400 mg');
    expect(checkE2bXml(xml).ok).toBe(true);
    expect(success).toHaveBeenCalledWith('E2B XML generated: e2b_report.xml');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(puts()).toHaveLength(0);
  });

  it('saves the field left for the button first, then builds the file from the saved case', async () => {
    const { user, puts } = await start(completeForm);
    const term = field('Reaction or event');
    term.focus();
    fireEvent.change(term, { target: { value: 'Migraine' } });
    await user.click(screen.getByRole('button', { name: 'Generate E2B XML' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(puts().map((call) => call.body)).toContainEqual({ reaction_term: 'Migraine' });
    expect(await readBlob(created[0])).toContain('Migraine');
  });

  it('builds the file from the case as saved at the click, not as the page last loaded it', async () => {
    // The page opens with two reactions; the second is then removed (in another tab, by another member).
    const detail = buildCaseDetail(completeForm);
    const first = detail.sections.E[0] ?? {};
    detail.sections.E = [first, { ...first, reaction_term: 'Vertigo' }];
    const api = mockCaseApi(detail);
    renderPage(<CasePage />, { path: `/cases/${CASE_ID}`, pattern: '/cases/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Case 7f3a9' });
    api.stored.sections.E = [first];

    await userEvent.setup().click(screen.getByRole('button', { name: 'Generate E2B XML' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const xml = await readBlob(created[0]);
    expect(xml).not.toContain('Vertigo');
    // The receipt dates of the saved case date the report (A.1.6, A.1.7), not the day it is generated.
    expect(xml).toContain('<receivedate>20260301</receivedate>');
    expect(xml).toContain('<receiptdate>20260301</receiptdate>');
  });
});
