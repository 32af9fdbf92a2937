import { Fragment, type ReactNode } from 'react';
import { ActionIcon, Box, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import type { GrupoMenu } from './itens-menu';

interface MenuMaisOpcoesProps {
  grupos: readonly GrupoMenu[];
  /** The greeting, when the bar has no room for it (narrow screens). */
  saudacao?: ReactNode;
}

/** The kebab dropdown; its backdrop dims the page so the open menu is unmistakable. */
export function MenuMaisOpcoes({ grupos, saudacao = null }: MenuMaisOpcoesProps) {
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
            <Menu.Label>{grupo.titulo}</Menu.Label>
            {grupo.itens.map((item) => (
              <Menu.Item key={item.para} component={NavLink} to={item.para} end>
                {item.rotulo}
              </Menu.Item>
            ))}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
