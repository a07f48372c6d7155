import { useMemo } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchOutline } from 'ionicons/icons';
import { dailyReport, dailyReportExcel, REPORT_FILTER_DEBOUNCE_MS, REPORT_MSG, REPORT_STATUS_LABELS, REPORT_STATUSES, REPORT_TYPE_LABELS, REPORT_TYPES } from '../../../shared/contract/reports.js';
import { SALE_TYPE_LABELS, SALE_TYPES } from '../../../shared/contract/sale-texts.js';
import { call, download } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { AppPage } from '../../ui/app-page.js';
import { DateField } from '../../ui/date-field.js';
import type { Option } from '../../ui/list/list-types.js';
import { useDebouncedState } from '../../ui/list/use-debounced-value.js';
import { MultiSelectField } from '../../ui/multi-select-field.js';
import { SelectField } from '../../ui/select-field.js';
import { ExportButton } from '../export-button.js';
import { useReportExport } from '../report-export.js';
import { reportKeys, useReportOptions } from '../report-queries.js';
import { dailyBody, dailyCheck, dailyDefaults, type DailyForm, type DailyListKey } from './daily-form.js';
import { DailyTable } from './daily-table.js';
import '../reports.css';

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>): Option[] => keys.map((k) => ({ value: k, label: labels[k] }));
const TYPE_OPTIONS = options(REPORT_TYPES, REPORT_TYPE_LABELS);
const STATUS_OPTIONS = options(REPORT_STATUSES, REPORT_STATUS_LABELS);
const SALE_TYPE_OPTIONS = options(SALE_TYPES, SALE_TYPE_LABELS);
const named = (list: { id: number; name: string }[] | undefined): Option[] => (list ?? []).map((x) => ({ value: String(x.id), label: x.name }));
const plain = (list: string[] | undefined): Option[] => (list ?? []).map((x) => ({ value: x, label: x }));

/**
 * /dailySaleReport 'Günlük Satış Raporu' (TTG_ADMIN; spec 3 §2.17): the filters (defaults of
 * §9), a search 2 s after the last change (§9 report filters) or at once with 'Sorgula', the
 * four checks of §5 in order before anything is asked, the days with their totals, and Excel.
 */
export default function DailyReportPage() {
  const form = useDebouncedState<DailyForm>(dailyDefaults(), REPORT_FILTER_DEBOUNCE_MS);
  const { value, settled } = form;
  const reportOptions = useReportOptions();
  const o = reportOptions.data;

  const settledCheck = dailyCheck(settled);
  const body = useMemo(() => dailyBody(settled), [settled]);
  const report = useQuery({
    queryKey: reportKeys.daily(body),
    queryFn: ({ signal }) => call(dailyReport, { body, signal }),
    enabled: settledCheck === null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const exporter = useReportExport((f: DailyForm) => download(dailyReportExcel, { body: dailyBody(f), fileName: `${REPORT_MSG.dailyExport}.xlsx` }));

  const set = <K extends keyof DailyForm>(key: K, v: DailyForm[K]) => form.set({ ...value, [key]: v });
  /** The checks first (spec 3 §5): their message instead of a request. */
  const checked = (then: () => void) => {
    const failed = dailyCheck(value);
    if (failed) toast.warn(failed);
    else then();
  };
  const search = () =>
    checked(() => {
      if (value === settled) void report.refetch();
      else form.flush();
    });

  const list = (key: DailyListKey, label: string, opts: Option[]) => (
    <MultiSelectField testId={`daily-${key}`} label={label} values={value[key]} options={opts} onValues={(v) => set(key, v)} />
  );

  const data = report.data;
  return (
    <AppPage>
      <section className="panel" aria-label="Rapor filtreleri" data-testid="daily-filters">
        <div className="report-filter-grid">
          <DateField testId="daily-dateStart" label="Başlangıç Tarihi" value={value.dateStart} onValue={(v) => set('dateStart', v)} />
          <DateField testId="daily-dateEnd" label="Bitiş Tarihi" value={value.dateEnd} onValue={(v) => set('dateEnd', v)} />
          <SelectField
            testId="daily-saleReportType"
            label="Raporlama Tipi"
            value={value.saleReportType}
            options={TYPE_OPTIONS}
            onValue={(v) => set('saleReportType', v as DailyForm['saleReportType'])}
            clearable
          />
          <SelectField
            testId="daily-saleReportSaleStatus"
            label="İşlem Durumu"
            value={value.saleReportSaleStatus}
            options={STATUS_OPTIONS}
            onValue={(v) => set('saleReportSaleStatus', v as DailyForm['saleReportSaleStatus'])}
            clearable
          />
          {list('productSaleTypeList', 'Satış Tipi', SALE_TYPE_OPTIONS)}
          {list('ttCrmIdList', 'TT CRM', named(o?.ttCrmList))}
          {list('brandIdList', 'Marka', named(o?.brandList))}
          {list('distyIdList', 'Distribütör', named(o?.distyList))}
          {list('resellerTypeList', 'Bayi Tipi', plain(o?.resellerTypeList))}
          {list('resellerMainAreaList', 'Bayi Ana Bölgesi', plain(o?.resellerMainAreaList))}
        </div>
        <div className="report-actions">
          <IonButton onClick={search} data-testid="daily-search">
            <IonIcon aria-hidden="true" slot="start" icon={searchOutline} />
            Sorgula
          </IonButton>
          <ExportButton onClick={() => checked(() => exporter.run(value))} pending={exporter.isPending} testId="daily-export" />
          {report.isFetching && <IonSpinner name="crescent" aria-label="Yükleniyor" data-testid="daily-loading" />}
        </div>
        {settledCheck && (
          <p className="report-check" role="alert" data-testid="daily-check">
            {settledCheck}
          </p>
        )}
      </section>
      {data && !settledCheck && data.reportDailyDataList.length === 0 && (
        <p className="panel muted" data-testid="daily-empty">
          {REPORT_MSG.noData}
        </p>
      )}
      {data && !settledCheck && data.reportDailyDataList.length > 0 && (
        <section className="panel" aria-busy={report.isPlaceholderData || undefined}>
          <DailyTable report={data} />
        </section>
      )}
    </AppPage>
  );
}
