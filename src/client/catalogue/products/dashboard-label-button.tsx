import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { homeOutline, removeCircleOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import type { ProductRow } from '../../../shared/contract/models.js';
import { call } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { catalogueKeys } from '../catalogue-queries.js';
import { dashboardToggle } from './dashboard-label.js';

type Labels = ProductRow['labels'];

/**
 * 'Ana Sayfaya Ekle' / 'Ana Sayfadan Çıkar' of one product row. The answer carries the
 * product's labels, so the row shows its new state at once, without waiting for the list.
 */
export function DashboardLabelButton({ row }: { row: Pick<ProductRow, 'id' | 'labels'> }) {
  const client = useQueryClient();
  const [labels, setLabels] = useState<Labels>(row.labels);
  // A reloaded list brings the server's labels.
  useEffect(() => setLabels(row.labels), [row.labels]);
  const next = dashboardToggle(labels);
  const toggle = useMutation({
    mutationFn: () => call(next.endpoint, { params: { id: row.id } }),
    onSuccess: (res) => {
      setLabels(res.labels);
      toast.success(next.successText);
      void client.invalidateQueries({ queryKey: catalogueKeys.products() });
    },
  });
  return (
    <IonButton
      size="small"
      fill={next.remove ? 'outline' : 'solid'}
      color={next.remove ? 'medium' : 'primary'}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate()}
      data-testid={`dashboard-toggle-${row.id}`}
      data-on-dashboard={next.remove ? 'true' : 'false'}
    >
      {toggle.isPending ? <IonSpinner name="dots" slot="start" /> : <IonIcon aria-hidden="true" slot="start" icon={next.remove ? removeCircleOutline : homeOutline} />}
      {next.buttonText}
    </IonButton>
  );
}
