import { describe, expect, it } from 'vitest';
import { chooseLeadBranch, chooseNegotiator } from './route-lead';

const branches = [
  { id: 'north', areas: ['Leeds', 'LS6'] },
  { id: 'south', areas: ['Harrogate', 'York'] },
];

describe('chooseLeadBranch', () => {
  it('sends the lead to the widget branch whatever the areas say', () => {
    expect(chooseLeadBranch({ widgetBranchId: 'south', leadAreas: ['Leeds'], branches })).toBe('south');
  });

  it('sends the lead to the branch covering its area, ignoring case', () => {
    expect(chooseLeadBranch({ widgetBranchId: null, leadAreas: ['york'], branches })).toBe('south');
  });

  it('matches a full postcode inside a branch postcode district', () => {
    expect(chooseLeadBranch({ widgetBranchId: null, leadAreas: ['LS6 2AB'], branches })).toBe('north');
  });

  it('picks the branch of the first area mentioned when several match', () => {
    expect(chooseLeadBranch({ widgetBranchId: null, leadAreas: ['Harrogate', 'Leeds'], branches })).toBe('south');
    expect(chooseLeadBranch({ widgetBranchId: null, leadAreas: ['Leeds', 'Harrogate'], branches })).toBe('north');
  });

  it('skips areas no branch covers and keeps looking', () => {
    expect(chooseLeadBranch({ widgetBranchId: null, leadAreas: ['Bath', 'York'], branches })).toBe('south');
  });

  it('leaves the lead in the agency queue when no branch matches', () => {
    expect(chooseLeadBranch({ widgetBranchId: null, leadAreas: ['Bath'], branches })).toBeNull();
    expect(chooseLeadBranch({ widgetBranchId: null, leadAreas: [], branches })).toBeNull();
  });
});

describe('chooseNegotiator', () => {
  const at = (iso: string) => new Date(iso);

  it('picks someone never given a lead before anyone who has been', () => {
    const picked = chooseNegotiator([
      { id: 'a', lastAssignedAt: at('2026-01-01T09:00:00Z') },
      { id: 'b', lastAssignedAt: null },
    ]);
    expect(picked?.id).toBe('b');
  });

  it('picks the one whose last lead is oldest', () => {
    const picked = chooseNegotiator([
      { id: 'a', lastAssignedAt: at('2026-01-01T10:00:00Z') },
      { id: 'b', lastAssignedAt: at('2026-01-01T09:00:00Z') },
      { id: 'c', lastAssignedAt: at('2026-01-01T11:00:00Z') },
    ]);
    expect(picked?.id).toBe('b');
  });

  it('breaks a tie by id so concurrent callers agree', () => {
    expect(chooseNegotiator([{ id: 'z', lastAssignedAt: null }, { id: 'm', lastAssignedAt: null }])?.id).toBe('m');
  });

  it('returns null when nobody is available', () => {
    expect(chooseNegotiator([])).toBeNull();
  });
});
