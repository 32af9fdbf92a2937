import { Menu } from '@mantine/core';
import { NavLink } from 'react-router';
import { aoIntencaoDeIr } from '@/lib/precarga-de-rota';
import type { ItemMenu } from './itens-menu';

/** One destination in a dropdown: a link, marked when current, its page asked for on hover. */
export function ItemDoMenu({ item }: { item: ItemMenu }) {
  return (
    <Menu.Item component={NavLink} to={item.para} end {...aoIntencaoDeIr(item.para)}>
      {item.rotulo}
    </Menu.Item>
  );
}
