import type { Position } from '@tarelka/api-client';
import {
  bootRequested,
  menusApi,
  positionAdded,
  selectBoot,
  selectCartPositions,
  selectCartPricing,
  selectCartTotals,
  selectCurrentMenus,
  selectCurrentResto,
  selectOrderTotal,
} from '@tarelka/store';
import { useApiQuery, useAppDispatch, useAppSelector } from '@tarelka/store/react';
import { Button, CartSummary, ErrorState, PositionCard, Spinner } from '@tarelka/ui';
import styled from 'styled-components';
import { addLabel, cartSummaryLabels, errorLabels, loadingLabel, measureUnits, positionCardLabels } from './labels';
import { API_URL } from './location';

/** The page: the resto's menus and the cart, once the store's boot is done. */
export function App() {
  const dispatch = useAppDispatch();
  const boot = useAppSelector(selectBoot);
  const resto = useAppSelector(selectCurrentResto);
  const menus = useAppSelector(selectCurrentMenus);

  if (boot.status === 'failed') {
    return <ErrorState message={boot.error?.message} onRetry={() => dispatch(bootRequested())} labels={errorLabels} />;
  }
  if (boot.status !== 'ready') {
    return (
      <Centered>
        <Spinner label={loadingLabel} size={48} />
      </Centered>
    );
  }
  return (
    <Page>
      <main>
        <h1>{resto?.name}</h1>
        {menus.map((menu) => (
          <Menu key={menu.id} menuId={menu.id} />
        ))}
      </main>
      <Aside>
        <Cart />
      </Aside>
    </Page>
  );
}

/** A menu's groups, each with its positions as the kit's cards. */
function Menu({ menuId }: { menuId: number }) {
  // The boot already loaded both into the RTK Query cache: these subscribe and read it.
  const { data: groups = [] } = useApiQuery(menusApi.endpoints.getMenuGroups, menuId);
  const { data: positions = [] } = useApiQuery(menusApi.endpoints.getMenuPositions, menuId);
  return (
    <>
      {[...groups]
        .sort((a, b) => a.order - b.order)
        .map((group) => {
          const inGroup = positions
            .filter((position) => position.positionGroup?.id === group.id)
            .sort((a, b) => a.order - b.order);
          return inGroup.length === 0 ? null : (
            <section key={group.id} aria-labelledby={`group-${group.id}`}>
              <h2 id={`group-${group.id}`}>{group.name}</h2>
              <Grid>
                {inGroup.map((position) => (
                  <li key={position.id}>
                    <Dish position={position} />
                  </li>
                ))}
              </Grid>
            </section>
          );
        })}
    </>
  );
}

/** One position: the kit's card, and an add button when it needs no choice of modifiers. */
function Dish({ position }: { position: Position }) {
  const dispatch = useAppDispatch();
  const photo = position.photos[0];
  // Modifiers are chosen in the kit's PositionDetail; this small app leaves such dishes out of
  // the cart (the API refuses a dish without its required modifiers).
  const add = position.hasModifiers
    ? undefined
    : () =>
        dispatch(
          positionAdded({
            id: position.id,
            menuId: position.menu.id,
            name: position.name,
            price: position.price,
            count: 1,
            hasModifiers: false,
            modifiers: [],
          }),
        );
  return (
    <>
      <PositionCard
        position={{
          id: String(position.id),
          name: position.name,
          price: position.price,
          measure: position.measure && `${position.measure.value} ${measureUnits[position.measure.unit]}`,
          photo: photo && `${API_URL}${photo.src}`,
        }}
        href={`#position-${position.id}`}
        onOpen={() => add?.()}
        labels={positionCardLabels(position.name)}
      />
      {add && (
        <Button
          variant="secondary"
          size="sm"
          fullWidth
          onClick={add}
          aria-label={positionCardLabels(position.name).add}
        >
          {addLabel}
        </Button>
      )}
    </>
  );
}

/** The cart as the server priced it (the store runs the preflight after every change). */
function Cart() {
  const lines = useAppSelector(selectCartPositions);
  const totals = useAppSelector(selectCartTotals);
  const total = useAppSelector(selectOrderTotal);
  const pricing = useAppSelector(selectCartPricing);
  return (
    <CartSummary
      count={totals.count}
      subtotal={totals.sum}
      discount={totals.discount}
      total={total}
      lines={lines.map((line, index) => ({
        key: `${line.id}-${index}`,
        name: line.name,
        count: line.count,
        sum: line.sum,
      }))}
      blockedReason={pricing.errorMessage ?? undefined}
      pending={pricing.status === 'pending'}
      labels={cartSummaryLabels}
    />
  );
}

// Layout only: everything visible is drawn by the kit.
const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 22rem;
  gap: ${({ theme }) => theme.space.lg}px;
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg}px;
`;

const Aside = styled.aside`
  position: sticky;
  top: ${({ theme }) => theme.space.lg}px;
  align-self: start;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space.xs}px;
  }
`;

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
`;
