import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapAmazonReviews } from './amazon-records.ts';

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../test/fixtures/apify/${name}`, import.meta.url), 'utf8'),
  ) as unknown[];

describe('mapAmazonReviews', () => {
  it('maps the Amazon reviews actor’s items to review records', () => {
    const { records, warnings } = mapAmazonReviews(fixture('amazon-reviews.json'), 'B0C4LQ7M2X', 'amazon.es');
    expect(warnings).toEqual([]);
    expect(records).toHaveLength(5);
    expect(records[0]).toEqual({
      review_id: 'R3K8XQ2PZ7M1TB',
      asin: 'B0C4LQ7M2X',
      product_name: null,
      author: 'Marta G.',
      review_title: 'Me dio palpitaciones',
      review_body: expect.stringContaining('sertralina') as unknown,
      review_date: '2024-03-03',
      review_url: '/gp/customer-reviews/R3K8XQ2PZ7M1TB/ref=cm_cr_arp_d_rvw_ttl?ie=UTF8&ASIN=B0C4LQ7M2X',
      rating_score: 2,
      verified_purchase: true,
      user_profile_link:
        '/gp/profile/amzn1.account.AGX5NQJ3Z2KTY7RWM4PA6LQXE3BA/ref=cm_cr_arp_d_gw_btm?ie=UTF8',
      domain: 'amazon.es',
    });
    // An empty `date` falls back to the store's sentence.
    expect(records[2]).toMatchObject({
      review_date: '2024-02-28',
      verified_purchase: false,
      rating_score: 1,
    });
    expect(records[3]?.review_date).toBe('2024-04-05');
  });

  it('reads other scrapers’ field names: text ratings, Spanish sentences, ids in the URL', () => {
    const { records } = mapAmazonReviews(
      [
        {
          text: 'Me salió urticaria.',
          title: 'Alergia',
          location_and_date: 'Revisado en España el 3 de marzo de 2024',
          verified: 'Compra verificada',
          rating: '4,0 de 5 estrellas',
          url: 'https://www.amazon.es/gp/customer-reviews/R1ABCDEFGHIJKL/ref=x',
          productTitle: 'Crema solar SPF 50',
        },
        { id: 'R2', text: 'ok', rating: 'sin nota', verified: 'No verificada' },
      ],
      'B000000001',
      'amazon.es',
    );
    expect(records[0]).toMatchObject({
      review_id: 'R1ABCDEFGHIJKL',
      review_title: 'Alergia',
      review_body: 'Me salió urticaria.',
      review_date: '2024-03-03',
      rating_score: 4,
      verified_purchase: true,
      product_name: 'Crema solar SPF 50',
      asin: 'B000000001',
      author: null,
      user_profile_link: null,
    });
    expect(records[1]).toMatchObject({
      review_id: 'R2',
      rating_score: null,
      verified_purchase: false,
      review_url: null,
    });
  });

  it('reports items without id or text and the actor’s error items, and keeps duplicates once', () => {
    const { records, warnings } = mapAmazonReviews(
      [
        { reviewId: 'R1', reviewDescription: 'Bien' },
        { reviewId: 'R1', reviewDescription: 'Bien' },
        { reviewDescription: 'sin id' },
        { reviewId: 'R3', reviewDescription: '   ' },
        { error: 'Product not found', url: 'https://www.amazon.es/dp/B000000000' },
      ],
      'B000000000',
      'amazon.es',
    );
    expect(records.map((r) => r.review_id)).toEqual(['R1']);
    expect(warnings).toEqual([
      'Amazon review #3 has no id and was left out',
      'Amazon review #4 has no text and was left out',
      'Amazon item #5: the actor reported "Product not found"',
    ]);
  });
});
