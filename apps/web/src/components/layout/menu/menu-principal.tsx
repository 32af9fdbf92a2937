import { Button, Group, Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { NavLink, useLocation } from 'react-router';
import {
  gruposMaisOpcoes,
  itemAtual,
  secaoAtual,
  secoesDoMenu,
  type SecaoMenu,
  type SessaoMenu,
} from './itens-menu';
import { aoIntencaoDeIr } from '@/lib/precarga-de-rota';
import { ID_MENU } from '../alvos-de-atalho';
import { ItemDoMenu } from './item-do-menu';
import { MenuMaisOpcoes } from './menu-mais-opcoes';
import { SaudacaoUsuario } from './saudacao-usuario';

/**
 * Below this width the bar's entries move into the kebab dropdown (Mantine's `md` breakpoint). The
 * entries are hidden by CSS, not left out, so the page rendered on the server (which knows no
 * width) and the browser's first render agree; the width in JavaScript only decides what the
 * dropdown repeats, and the dropdown renders when opened.
 */
const TELA_LARGA = '(min-width: 62em)';
/** A signed-in bar holds the greeting and up to five entries, so it needs more room (`lg`). */
const TELA_LARGA_COM_SESSAO = '(min-width: 75em)';

/** The current place: white on the blue bar, as the filled call to action is. */
const corDoBotao = (atual: boolean, destaque = false) =>
  atual || destaque
    ? ({ variant: 'white', color: 'azulSp.8' } as const)
    : ({ variant: 'outline', color: 'gray.0' } as const);

/** A task with several pages: a dropdown named by the task, or by the greeting for the account. */
function SecaoComMenu({ secao, sessao }: { secao: SecaoMenu; sessao: SessaoMenu }) {
  const { pathname } = useLocation();
  const atual = secaoAtual(secao, pathname);
  return (
    <Menu
      position="bottom-end"
      shadow="lg"
      withinPortal={false}
      menuItemTabIndex={0}
      // As in the kebab: Mantine's focus placeholder is a child a role="menu" may not hold.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button
          visibleFrom="lg"
          size="compact-sm"
          {...corDoBotao(atual)}
          // The place is said in words too, not by the colour alone.
          aria-current={atual ? 'true' : undefined}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          style={{ flexShrink: 0 }}
        >
          {secao.conta ? <SaudacaoUsuario nome={sessao.nome} /> : secao.titulo}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={secao.titulo}>
        {secao.itens.map((item) => (
          <ItemDoMenu key={item.para} item={item} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The menu of spec §2: its entries follow the session (null while logged out). */
export function MenuPrincipal({ sessao }: { sessao: SessaoMenu | null }) {
  const { pathname } = useLocation();
  const opcoes = { getInitialValueInEffect: false };
  const larga = useMediaQuery(TELA_LARGA, true, opcoes);
  const largaComSessao = useMediaQuery(TELA_LARGA_COM_SESSAO, true, opcoes);
  const compacto = !(sessao ? largaComSessao : larga);

  return (
    // The bar keeps its one row; the portal's name beside it wraps onto two lines instead.
    <nav aria-label="Menu principal" id={ID_MENU} tabIndex={-1} style={{ flex: '0 0 auto' }}>
      <Group gap={8} justify="flex-end" wrap="nowrap">
        {secoesDoMenu(sessao).map((secao) => {
          const [item] = secao.itens;
          if (sessao && (secao.conta || secao.itens.length > 1))
            return <SecaoComMenu key={secao.titulo} secao={secao} sessao={sessao} />;
          if (!item) return null;
          return (
            <Button
              key={item.para}
              visibleFrom={sessao ? 'lg' : 'md'}
              component={NavLink}
              to={item.para}
              end
              {...aoIntencaoDeIr(item.para)}
              {...corDoBotao(itemAtual(item, pathname), item.destaque)}
              size={sessao ? 'compact-sm' : 'sm'}
              style={{ flexShrink: 0 }}
            >
              {item.rotulo}
            </Button>
          );
        })}
        <MenuMaisOpcoes
          grupos={gruposMaisOpcoes(sessao, compacto)}
          saudacao={sessao && compacto ? <SaudacaoUsuario nome={sessao.nome} escura /> : null}
        />
      </Group>
    </nav>
  );
}
