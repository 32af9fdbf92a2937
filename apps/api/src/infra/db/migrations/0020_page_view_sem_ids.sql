-- Visits to the pages behind a login were stored with their ids (/ipt/solution/<id>); they are
-- counted by their route's template now. The same rule as the server's: in /painel and /ipt, a
-- segment that is not one of the routes' words (as of this release) becomes :id, the empty ones
-- (a trailing slash) go.
update page_view
set path = (
  select '/' || string_agg(
    case
      when segmento in (
        'painel', 'cadastro', 'equipe', 'meus-dados', 'propostas', 'portal', 'cadastro-sucesso',
        'lista-solucoes', 'ipt', 'senha', 'registro', 'logout', 'home', 'solution', 'avaliacoes',
        'rubrica', 'pedidos-empresas', 'documentos', 'calendario', 'conta', 'emails', 'auditoria',
        'privacidade', 'companies'
      ) then segmento
      else ':id'
    end,
    '/' order by posicao
  )
  from unnest(string_to_array(path, '/')) with ordinality as partes (segmento, posicao)
  where segmento <> ''
)
where path ~ '^/+(painel|ipt)(/|$)';
