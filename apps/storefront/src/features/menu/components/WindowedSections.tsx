import { WindowedGroups } from '@tarelka/ui';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { MenuCard } from './MenuCard';
import type { SectionListProps } from './section-list';

/** A large menu's groups through the kit's windowed list (a chunk of its own, with the virtualizer). */
export default function WindowedSections({ sections, level, first, view, onOpen, notice, onLayout }: SectionListProps) {
  const location = useLocation();
  const groups = useMemo(() => sections.map((s) => ({ ...s, items: s.positions })), [sections]);
  return (
    <WindowedGroups
      groups={groups}
      level={level}
      first={first}
      hash={location.hash}
      navigationKey={location.key}
      onLayout={onLayout}
      testId="menu-window"
      renderNotice={notice}
      renderItem={(position, group, priority) => (
        <MenuCard
          key={position.id}
          position={position}
          adultGroup={group.adultGroup}
          view={view}
          onOpen={onOpen}
          priority={priority}
        />
      )}
    />
  );
}
