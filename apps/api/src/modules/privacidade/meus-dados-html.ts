import {
  formatarDataHora,
  rotuloTipoPedidoTitular,
  type MeusDados,
  type RegistroAuditoriaLido,
} from '@portal/domain';
import { escaparHtml } from '../../http/escapar-html.ts';
import { detalhesEmTexto } from '../auditoria/csv.ts';

type Valor = string | number | boolean | null | undefined;

const texto = (valor: Valor): string => {
  if (valor === null || valor === undefined || valor === '') return '—';
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  return String(valor);
};

const data = (valor: string | null) => (valor ? formatarDataHora(valor) : '—');

const campos = (linhas: [string, Valor][]) =>
  `<dl>${linhas
    .map(
      ([rotulo, valor]) => `<dt>${escaparHtml(rotulo)}</dt><dd>${escaparHtml(texto(valor))}</dd>`,
    )
    .join('')}</dl>`;

const tabela = (cabecalho: string[], linhas: Valor[][], vazio: string) =>
  linhas.length === 0
    ? `<p>${escaparHtml(vazio)}</p>`
    : `<table><thead><tr>${cabecalho.map((c) => `<th scope="col">${escaparHtml(c)}</th>`).join('')}</tr></thead><tbody>${linhas
        .map((l) => `<tr>${l.map((c) => `<td>${escaparHtml(texto(c))}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;

const registros = (itens: RegistroAuditoriaLido[], vazio: string) =>
  tabela(
    ['Quando', 'Quem', 'O quê', 'Detalhes', 'IP'],
    itens.map((r) => [
      data(r.ocorridoEm),
      r.pessoa?.nome,
      r.rotulo,
      [detalhesEmTexto(r), r.alteracoes ? `Campos: ${Object.keys(r.alteracoes).join(', ')}` : '']
        .filter(Boolean)
        .join(' · '),
      r.ip,
    ]),
    vazio,
  );

const ESTILO = `body{font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a;max-width:60rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2rem;border-bottom:1px solid #ccc}h3{font-size:1.05rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}`;

/**
 * "Meus dados" as a page a person can read, print or keep: the same content as the JSON,
 * headed and in tables, with nothing but inline style (it opens offline, from the disk).
 */
export function meusDadosHtml(dados: MeusDados): string {
  const { conta, empresa } = dados;
  const secoes = [
    `<h1>Meus dados no portal da Chamada Pública</h1><p>Gerado em ${escaparHtml(data(dados.geradoEm))} (horário de Brasília).</p>`,
    '<h2>Conta</h2>',
    campos([
      ['Nome', conta.nome],
      ['E-mail', conta.email],
      ['Login', conta.login],
      ['Perfil', conta.perfil],
      ['Cargo', conta.cargo],
      ['Departamento', conta.departamento],
      ['Cadastro em', data(conta.dataCadastro)],
      ['Senha alterada em', data(conta.dataAlteracaoSenha)],
      ['Conta ativa', conta.ativo],
      ['Situação na empresa', conta.situacaoNaEmpresa],
      ['E-mail a confirmar', conta.emailAConfirmar],
      ['CPF vinculado ao gov.br', conta.govbr?.cpf ?? null],
      ['Selo gov.br', conta.govbr?.confiabilidade ?? null],
      ['Vinculado ao gov.br em', conta.govbr ? data(conta.govbr.vinculadoEm) : null],
    ]),
    '<h3>Telefones</h3>',
    tabela(
      ['DDI', 'DDD', 'Número', 'Tipo', 'Observações'],
      dados.telefones.map((t) => [t.ddi, t.ddd, t.numero, t.tipo, t.observacoes]),
      'Nenhum telefone.',
    ),
    '<h3>Aceites dos termos</h3>',
    tabela(
      ['Versão', 'Aceita em'],
      dados.aceites.map((a) => [a.versao, data(a.aceitoEm)]),
      'Nenhum aceite registrado.',
    ),
    '<h2>Empresa</h2>',
    empresa === null
      ? '<p>Você não participa de uma empresa.</p>'
      : [
          campos([
            ['Razão social', empresa.nomeOficial],
            ['Nome fantasia', empresa.nomeFantasia],
            ['CNPJ', empresa.cnpj],
            ['Tipo', empresa.tipo],
            ['Site', empresa.webSite],
            ['Experiência', empresa.experiencia],
            ['Cadastrada em', data(empresa.dataCadastro)],
            ['Cadastrada por você', empresa.cadastradaPorVoce],
            ['Responsável legal', empresa.responsavelLegal.nome],
            ['CPF do responsável', empresa.responsavelLegal.cpf],
            ['RG do responsável', empresa.responsavelLegal.rg],
            ['Cargo do responsável', empresa.responsavelLegal.cargo],
            ['E-mail do responsável', empresa.responsavelLegal.email],
            [
              'Endereço',
              empresa.endereco &&
                `${empresa.endereco.tipoLogradouro} ${empresa.endereco.logradouro}, ${empresa.endereco.numero}${empresa.endereco.complemento ? ` ${empresa.endereco.complemento}` : ''} — ${empresa.endereco.bairro}, ${empresa.endereco.municipio}/${empresa.endereco.uf}, CEP ${empresa.endereco.cep}`,
            ],
            ['Observações do endereço', empresa.endereco?.observacoes],
          ]),
          '<h3>Arquivos da empresa</h3>',
          tabela(
            ['Arquivo', 'Tamanho (bytes)', 'Incluído em'],
            empresa.arquivos.map((a) => [a.nome, a.tamanho, data(a.incluidoEm)]),
            'Nenhum arquivo.',
          ),
        ].join(''),
    '<h2>Soluções da empresa e quem fez o quê</h2>',
    dados.solucoes.length === 0
      ? '<p>Nenhuma solução.</p>'
      : dados.solucoes
          .map(
            (s) =>
              `<h3>${escaparHtml(s.codigo ? `${s.codigo} — ${s.titulo}` : s.titulo)} (${escaparHtml(s.status)})</h3>${registros(s.historico, 'Nenhuma ação registrada.')}`,
          )
          .join(''),
    '<h2>Sessões abertas</h2>',
    tabela(
      ['Aberta em', 'Último uso', 'Expira em', 'Esta sessão'],
      dados.sessoes.map((s) => [data(s.criadaEm), data(s.ultimoUsoEm), data(s.expiraEm), s.atual]),
      'Nenhuma sessão aberta.',
    ),
    '<h2>Entradas e saídas do portal</h2>',
    registros(dados.acessos, 'Nenhum registro de acesso guardado.'),
    '<h2>E-mails enviados a você</h2>',
    tabela(
      ['Assunto', 'Situação', 'Criado em', 'Enviado em'],
      dados.emails.map((e) => [e.assunto, e.situacao, data(e.criadoEm), data(e.enviadoEm)]),
      'Nenhum e-mail.',
    ),
    '<h2>Registro de auditoria sobre você</h2>',
    registros(dados.registrosAuditoria, 'Nenhum registro.'),
    '<h2>Pedidos ao encarregado de dados</h2>',
    tabela(
      ['Protocolo', 'Tipo', 'Pedido', 'Feito em', 'Prazo', 'Resposta', 'Respondido em'],
      dados.pedidos.map((p) => [
        p.protocolo,
        rotuloTipoPedidoTitular(p.tipo),
        p.descricao,
        data(p.criadoEm),
        data(p.prazoEm),
        p.resposta,
        data(p.respondidoEm),
      ]),
      'Nenhum pedido.',
    ),
  ];
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Meus dados — Chamada Pública</title><style>${ESTILO}</style></head><body><main>${secoes.join('')}</main></body></html>`;
}
