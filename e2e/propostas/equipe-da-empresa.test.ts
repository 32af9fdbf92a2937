import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { violacoesAxe } from '../support/axe.ts';
import { useBrowser, visible } from '../support/browser.ts';
import { confirmarEmail } from '../support/caixa-email.ts';
import { campo, criarSolucaoPelaApi, entrarComContaNova, SENHA } from './apoio.ts';
import { CELULAR, COMPUTADOR } from '../support/larguras.ts';

// The author on her phone, the colleague at a desk (larguras.ts).
describe('a solução é da empresa', () => {
  const { newPage } = useBrowser();

  it(
    'um colega aceito na empresa vê a solução da autora na lista, abre e salva',
    { timeout: 120_000 },
    async () => {
      const autora = await newPage({ viewport: CELULAR });
      const conta = await entrarComContaNova(autora);
      const titulo = `Coleta inteligente ${randomUUID().slice(0, 6)}`;
      const id = await criarSolucaoPelaApi(autora, { titulo });

      // A colleague asks to join by the company's CNPJ, and the author accepts.
      const colega = await newPage({ viewport: COMPUTADOR });
      const empresa = (await (
        await autora.request.get(`/api/cadastro/empresa/id/${conta.empresaId}`)
      ).json()) as { id: string; cnpj: string };
      const email = `e2e-colega-${randomUUID().slice(0, 8)}@exemplo.com.br`;
      const pedido = await colega.request.put('/api/cadastro/usuario', {
        data: {
          nome: 'Tiago Moreira Lins',
          email,
          login: email,
          senhaNova: SENHA,
          aceiteLGPD: true,
          telefones: [{ ddd: '11', numero: '912345678', tipoTelefone: 1, observacoes: '' }],
          empresa: { id: empresa.id, cnpj: empresa.cnpj },
        },
      });
      expect(pedido.status()).toBe(201);
      await confirmarEmail(email);
      const { idCriadoGuid } = (await pedido.json()) as { idCriadoGuid: string };
      expect((await autora.request.post(`/api/empresa/equipe/${idCriadoGuid}/aceite`)).ok()).toBe(
        true,
      );
      const entrada = await colega.request.post('/api/login', {
        data: { login: email, SenhaAtual: SENHA },
      });
      expect(entrada.ok()).toBe(true);

      await colega.goto('/painel/lista-solucoes');
      await visible(colega.locator('#conteudo').getByText(titulo).first());
      expect(await violacoesAxe(colega)).toEqual([]);

      await colega.goto(`/painel/propostas/${id}`);
      await visible(campo(colega, 'titulo'));
      await campo(colega, 'titulo').fill(`${titulo} revisada pelo colega`);
      await colega.getByRole('button', { name: 'Atualizar cadastro' }).click();
      await visible(colega.getByText(MENSAGENS.solucaoAtualizada));

      const lida = (await (await autora.request.get(`/api/proposta/${id}`)).json()) as {
        titulo: string;
      };
      expect(lida.titulo).toBe(`${titulo} revisada pelo colega`);
    },
  );
});
