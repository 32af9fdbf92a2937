import { Fragment, useId, type ReactNode } from 'react';
import { ActionIcon, Box, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { GrupoMenu } from './itens-menu';
import { ItemDoMenu } from './item-do-menu';

interface MenuMaisOpcoesProps {
  grupos: readonly GrupoMenu[];
  /** The greeting, when the bar has no room for it (narrow screens). */
  saudacao?: ReactNode;
}

/** The kebab dropdown; its backdrop dims the page so the open menu is unmistakable. */
export function MenuMaisOpcoes({ grupos, saudacao = null }: MenuMaisOpcoesProps) {
  const idGrupo = useId();
  return (
    <Menu
      position="bottom-end"
      width={260}
      shadow="lg"
      withOverlay
      overlayProps={{ fixed: true, backgroundOpacity: 0.4, color: '#0b1f3a', zIndex: 250 }}
      zIndex={300}
      withinPortal={false}
      menuItemTabIndex={0}
      // Mantine's placeholder for the first focus is a focusable role="presentation" inside the
      // role="menu", which a menu may not hold (axe: aria-required-children). Without it the
      // open menu focuses its first item, as the WAI-ARIA menu button pattern asks.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray.0"
          size="xl"
          aria-label="Mais opções"
          title="Mais opções"
        >
          <IconDotsVertical size={24} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {saudacao && (
          <>
            <Box px="sm" py={8}>
              {saudacao}
            </Box>
            <Menu.Divider />
          </>
        )}
        {grupos.map((grupo, i) => (
          <Fragment key={grupo.titulo}>
            {i > 0 && <Menu.Divider />}
            {/* A screen reader in the menu hears only its items: the group names their section. */}
            <div role="group" aria-labelledby={`${idGrupo}-${i}`}>
              <Menu.Label id={`${idGrupo}-${i}`}>{grupo.titulo}</Menu.Label>
              {grupo.itens.map((item) => (
                <ItemDoMenu key={item.para} item={item} />
              ))}
            </div>
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
