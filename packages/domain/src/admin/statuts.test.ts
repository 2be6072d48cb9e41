import { describe, expect, it } from 'vitest';
import { contrastRatio, statusColour, statutsResource, textColourOn } from './statuts.ts';
import { WorkflowStepOrderInputSchema, workflowsEtapesResource } from './workflows.ts';

describe('order status colours', () => {
  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('keeps a #rrggbb colour readable on white, lower case', () => {
    expect(statusColour.parse(' #1D6FA3 ')).toBe('#1d6fa3');
    expect(statusColour.safeParse('#959595').success).toBe(false); // 2.99:1
    expect(statusColour.safeParse('#ffeb3b').success).toBe(false);
    expect(statusColour.safeParse('#949494').success).toBe(true); // 3.03:1
    expect(statusColour.safeParse('#8a8a8a').success).toBe(true);
    for (const bad of ['1d6fa3', '#1d6fa', '#1d6fa3ff', 'red', '#gggggg', '']) {
      expect(statusColour.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('picks the badge text that reads best', () => {
    expect(textColourOn('#1d3557')).toBe('#ffffff');
    expect(textColourOn('#b7791f')).toBe('#000000');
  });

  it('refuses a status edit without a label or with a pale colour', () => {
    const input = statutsResource.input;
    expect(input.safeParse({ label: 'Payée', couleur: '#2f855a', mail_client: true }).success).toBe(true);
    const pale = input.safeParse({ label: 'Payée', couleur: '#fafafa' });
    expect(pale.success).toBe(false);
    expect(pale.error?.issues[0]?.path).toEqual(['couleur']);
    expect(input.safeParse({ label: ' ', couleur: '#2f855a' }).success).toBe(false);
  });
});

describe('workflow steps', () => {
  it('needs a workflow and a label; an order of ids holds at least one', () => {
    expect(workflowsEtapesResource.input.safeParse({ workflow_id: 1, label: 'Picking', ordre: 1 }).success).toBe(true);
    expect(workflowsEtapesResource.input.safeParse({ label: 'Picking' }).success).toBe(false);
    expect(WorkflowStepOrderInputSchema.safeParse({ etape_ids: [] }).success).toBe(false);
  });
});
