/* global window, document */
// VLibras, the federal government's Libras translator, as every gov.br site offers it. The API
// puts this file in the page only when VLIBRAS=true (its CSP then admits vlibras.gov.br); the
// widget's markup is the one its documentation asks for.
(function () {
  var raiz = document.createElement('div');
  raiz.setAttribute('vw', '');
  raiz.className = 'enabled';
  var botao = document.createElement('div');
  botao.setAttribute('vw-access-button', '');
  botao.className = 'active';
  var janela = document.createElement('div');
  janela.setAttribute('vw-plugin-wrapper', '');
  var topo = document.createElement('div');
  topo.className = 'vw-plugin-top-wrapper';
  janela.appendChild(topo);
  raiz.appendChild(botao);
  raiz.appendChild(janela);
  document.body.appendChild(raiz);

  var script = document.createElement('script');
  script.src = 'https://vlibras.gov.br/app/vlibras-plugin.js';
  script.onload = function () {
    new window.VLibras.Widget('https://vlibras.gov.br/app');
  };
  document.body.appendChild(script);
})();
