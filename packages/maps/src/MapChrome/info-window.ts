import type { MapPickupPoint } from '../provider';

/** The pickup info window's content (name, street, 'Часы работы: ...'), built without HTML strings. */
export function pickupInfoContent(point: MapPickupPoint, hoursLabel: string): HTMLElement {
  const root = document.createElement('div');
  root.className = 'tarelka-pickup-info';
  const name = document.createElement('strong');
  name.textContent = point.name;
  const street = document.createElement('div');
  street.textContent = point.street;
  const hours = document.createElement('div');
  hours.textContent = `${hoursLabel} ${point.hours}`;
  root.append(name, street, hours);
  return root;
}
