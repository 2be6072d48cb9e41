import { describe, expect, it } from 'vitest';
import { DOCUMENT_SEARCH_YEARS, documentNumberCandidates, phoneSearch } from './search.ts';

describe('documentNumberCandidates', () => {
  it('keeps a whole number as typed, in capitals', () => {
    expect(documentNumberCandidates(' oc-2026-000001 ', 'OC', 2026)).toEqual(['OC-2026-000001']);
    expect(documentNumberCandidates('F-2025-000123', 'F', 2026)).toEqual(['F-2025-000123']);
    expect(documentNumberCandidates('AV-2026-000007', 'AV', 2026)).toEqual(['AV-2026-000007']);
  });

  it('pads a year and a short sequence', () => {
    expect(documentNumberCandidates('2026-42', 'OC', 2026)).toEqual(['OC-2026-000042']);
    expect(documentNumberCandidates('OC-2026-42', 'OC', 2026)).toEqual(['OC-2026-42', 'OC-2026-000042']);
  });

  it('looks for a bare sequence in the next year, this one and the past ones', () => {
    const numbers = documentNumberCandidates('000001', 'F', 2026);
    expect(numbers).toHaveLength(DOCUMENT_SEARCH_YEARS + 2);
    expect(numbers[0]).toBe('F-2027-000001');
    expect(numbers).toContain('F-2026-000001');
    expect(numbers.at(-1)).toBe(`F-${2026 - DOCUMENT_SEARCH_YEARS}-000001`);
  });

  it('finds nothing for another series, a name or sequence zero', () => {
    expect(documentNumberCandidates('F-2026-000001', 'OC', 2026)).toEqual([]);
    expect(documentNumberCandidates('camille', 'OC', 2026)).toEqual([]);
    expect(documentNumberCandidates('0', 'OC', 2026)).toEqual([]);
    expect(documentNumberCandidates('1234567', 'OC', 2026)).toEqual([]);
  });

  it('keeps an imported number typed whole', () => {
    expect(documentNumberCandidates('oc-demo-000003', 'OC', 2026)).toEqual(['OC-DEMO-000003']);
  });
});

describe('phoneSearch', () => {
  it('reads a phone number as typed', () => {
    expect(phoneSearch(' 06 12 34 56 78 ')).toBe('06 12 34 56 78');
    expect(phoneSearch('+33 6 12 34')).toBe('+33 6 12 34');
  });

  it('is null for a short number or a text', () => {
    expect(phoneSearch('00042')).toBeNull();
    expect(phoneSearch('camille')).toBeNull();
    expect(phoneSearch('OC-2026-000001')).toBeNull();
  });
});
