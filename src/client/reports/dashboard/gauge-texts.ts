import { REPORT_MSG, type DashboardValues } from '../../../shared/contract/reports.js';
import { formatMoney, formatQuantity } from '../../../shared/format.js';

export interface GaugeCard {
  key: 'quantity' | 'amount';
  title: string;
  value: number;
  average: number;
  format: (v: number) => string;
  axisFormat: (v: number) => string;
}

const quantity = (n: number) => formatQuantity(n);
const wholeQuantity = (n: number) => formatQuantity(Math.round(n));
const money = (n: number) => formatMoney(n);
const wholeMoney = (n: number) => `₺${formatQuantity(Math.round(n))}`;

/** Spec 3 §2.17: the day's accessory quantity and sale amount, each against its 30-day average. */
export const gaugeCards = (v: DashboardValues): GaugeCard[] => [
  { key: 'quantity', title: REPORT_MSG.gaugeQuantity, value: v.saleQuantityTotal, average: v.saleQuantityAverage, format: quantity, axisFormat: wholeQuantity },
  { key: 'amount', title: REPORT_MSG.gaugeAmount, value: v.salePriceTotal, average: v.salePriceAverage, format: money, axisFormat: wholeMoney },
];

/** The gauge in words, beside it: 'Bugün 12; son 30 gün ortalaması 9.5'. Quantities' averages keep a decimal. */
export function gaugeText(card: GaugeCard): string {
  const average = card.key === 'quantity' ? averageQuantity(card.average) : card.format(card.average);
  return `Bugün ${card.format(card.value)}; ${REPORT_MSG.gaugeAverage.toLocaleLowerCase('tr')} ${average}`;
}

/** An average of units: whole when whole, else one decimal (9.5 units a day). */
const averageQuantity = (n: number) => (Number.isInteger(n) ? formatQuantity(n) : (Math.round(n * 10) / 10).toFixed(1).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
