import { workflowsResource } from '@boutique/domain';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import { WorkflowNav } from './workflow-frame.tsx';

/** /:lang/ad/workflows: the ordered steps orders go through. */
export function WorkflowsList() {
  return (
    <ListPage
      descriptor={workflowsResource}
      title="admin.workflows.menu_workflows"
      columns={[
        { field: 'label', label: 'admin.champs.label' },
        { field: 'actif', label: 'admin.livraisons.actif' },
      ]}
      filters={[
        { name: 'q', label: 'admin.champs.recherche', kind: 'search' },
        { name: 'actif', label: 'admin.livraisons.actif', kind: 'boolean' },
      ]}
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
        { name: 'label', label: 'admin.champs.label', kind: 'text', required: true },
        { name: 'actif', label: 'admin.livraisons.actif', kind: 'boolean', hint: 'admin.workflows.actif_aide' },
      ]}
      before={(row) => <WorkflowNav id={Number(row.id)} />}
    />
  );
}
