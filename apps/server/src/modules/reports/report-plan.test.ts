import { customReportDefinitionSchema } from '@vigila/domain';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { planReport } from './report-plan.sql.ts';

const dialect = new PgDialect();
const render = (fragment: SQL | undefined) => dialect.sqlToQuery(sql`${fragment}`);
const plan = (definition: unknown) => planReport('org-1', customReportDefinitionSchema.parse(definition));

describe('a report definition in SQL', () => {
  it('selects the catalogue’s expression of each chosen column, in the chosen order', () => {
    const { columns } = plan({ subject: 'items', columns: ['status', 'published_at', 'title'] });
    expect(columns.map((column) => column.name)).toEqual(['status', 'published_at', 'title']);
    const [status, published, title] = columns.map((column) => render(column.sql).sql);
    expect(status).toContain('case "items"."status_id"');
    expect(published).toContain(`to_char("items"."published_at" at time zone 'UTC'`);
    expect(title).toBe('"items"."title"');
  });

  it('keeps to the caller’s organisation and binds every value the client sent as a parameter', () => {
    const { where } = plan({
      subject: 'items',
      filters: { text: "x'; drop table items; --", flags: ['ss'], date_from: '2026-11-01' },
      columns: ['id'],
    });
    const query = render(sql`${where}`);
    expect(query.sql).not.toContain('drop table');
    expect(query.params).toContain('org-1');
    expect(query.params).toContain("%x'; drop table items; --%");
    expect(query.params).toContain('2026-11-01T00:00:00.000Z');
    expect(query.sql).toContain('"items"."adr" = $');
  });

  it('counts by the chosen group: one expression, the flags apart, or none', () => {
    const month = plan({ subject: 'cases', columns: ['id'], group_by: 'month' }).grouping;
    expect(month.kind === 'expression' && render(month.key).sql).toContain(`'YYYY-MM'`);
    expect(plan({ subject: 'items', columns: ['id'], group_by: 'flag' }).grouping.kind).toBe('flags');
    expect(plan({ subject: 'items', columns: ['id'] }).grouping).toEqual({ kind: 'none' });
  });

  it('filters cases by product or substance and by the receipt date when asked', () => {
    const { where } = plan({
      subject: 'cases',
      filters: { product: '50%_off', date_field: 'day_zero', date_to: '2026-11-30' },
      columns: ['id'],
    });
    const query = render(sql`${where}`);
    expect(query.sql).toContain('"medicinal_product" ilike');
    expect(query.sql).toContain('"active_substance" ilike');
    expect(query.params).toContain('%50\\%\\_off%');
    expect(query.sql).toContain('"cases"."day_zero" <');
    expect(query.params).toContain('2026-12-01T00:00:00.000Z');
  });
});

describe('the definition schema', () => {
  it('refuses a column, a grouping or a filter the subject’s catalogue lacks', () => {
    const refused = [
      { subject: 'items', columns: ['password_hash'] },
      { subject: 'items', columns: ['id', 'id'] },
      { subject: 'items', columns: [] },
      { subject: 'cases', columns: ['id'], group_by: 'flag' },
      { subject: 'cases', columns: ['id'], filters: { flags: ['adr'] } },
      { subject: 'items', columns: ['id'], filters: { date_from: '2026-02-30' } },
      { subject: 'orgs', columns: ['id'] },
    ];
    for (const definition of refused)
      expect(customReportDefinitionSchema.safeParse(definition).success, JSON.stringify(definition)).toBe(
        false,
      );
  });
});
