import type { OrderTimelineStep } from './OrderTimeline';

export const timelineSteps: OrderTimelineStep[] = [
  { label: 'Новый', time: '14:05', state: 'done' },
  { label: 'Принят', time: '14:06', state: 'done' },
  { label: 'Готовится', time: '14:10', state: 'current' },
  { label: 'В пути', state: 'upcoming' },
  { label: 'Выполнен', state: 'upcoming' },
];
