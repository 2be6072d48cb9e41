import { workflowsResource } from '@boutique/domain';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import { WorkflowNav } from './workflow-frame.tsx';
import * as common from '../kit/common-specs.ts';

/** /:lang/ad/workflows: the ordered steps orders go through. */
export function WorkflowsList() {
  return (
    <ListPage
      descriptor={workflowsResource}
      title="admin.workflows.menu_workflows"
      columns={[common.labelColumn, common.activeColumn]}
      filters={[common.searchFilter, common.activeToggle]}
    />
  );
}

/** /:lang/ad/workflows/:id: label and on/off, then the way to its steps and staff. */
export function WorkflowDetail() {
  return (
    <DetailPage
      descriptor={workflowsResource}
      newTitle="admin.workflows.nouveau"
      recordTitle={(row) => String(row.label)}
      defaults={{ actif: true }}
      fields={[
        common.labelField,
        { name: 'actif', label: 'admin.livraisons.actif', kind: 'boolean', hint: 'admin.workflows.actif_aide' },
      ]}
      before={(row) => <WorkflowNav id={Number(row.id)} />}
    />
  );
}
