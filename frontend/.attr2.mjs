import { existsSync } from 'node:fs'; const require_exists=(f)=>existsSync(process.argv[2]+'/assets/'+f+'.map');
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const dist = process.argv[2];
const files = process.argv.slice(3);
const totals = {};
for (const f of files) {
  const code = readFileSync(`${dist}/assets/${f}`, 'utf8');
  if (!require_exists(f)) continue; const map = new SourceMapConsumer(JSON.parse(readFileSync(`${dist}/assets/${f}.map`, 'utf8')));
  const lines = code.split('\n');
  // attribute each char to source via segments
  const bySrc = {};
  const mappings = [];
  map.eachMapping((m) => mappings.push(m));
  mappings.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
  for (let i=0;i<mappings.length;i++){
    const m=mappings[i], n=mappings[i+1];
    const line=lines[m.generatedLine-1];
    const end = n && n.generatedLine===m.generatedLine ? n.generatedColumn : line.length;
    const src = m.source ?? '?';
    bySrc[src]=(bySrc[src]??'')+line.slice(m.generatedColumn,end);
  }
  const whole = gzipSync(code).length;
  let rawsum=0; const est={};
  for (const [s,t] of Object.entries(bySrc)){ est[s]=gzipSync(t).length; rawsum+=est[s]; }
  for (const [s,v] of Object.entries(est)){
    let key = s.includes('@chakra-ui/react') ? s.replace(/.*@chakra-ui/react/dist/esm//,'').split('/').slice(0,2).join('/') : (s.includes('react-router')? s.replace(/.*react-router//,'rr:').slice(0,80) : 'other');
    
    totals[key]=(totals[key]??0)+v*whole/rawsum;
  }
}
const sorted=Object.entries(totals).sort((a,b)=>b[1]-a[1]);
let sum=0; for(const [k,v] of sorted){sum+=v; if(v>300) console.log((v/1024).toFixed(1).padStart(6),k);} console.log('total',(sum/1024).toFixed(1));
