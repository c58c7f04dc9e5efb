import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
const file = process.argv[2];
const map = JSON.parse(readFileSync(file + ".map", "utf8"));
const code = readFileSync(file, "utf8");
// decode mappings -> attribute each char range to source
const chars="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const lines = code.split("\n");
const bySource = new Map();
let src=0;
map.mappings.split(";").forEach((line, li) => {
  let col=0; const segs=[];
  for (const seg of line.split(",")) { if(!seg) continue;
    let vals=[],v=0,shift=0; for (const c of seg){let d=chars.indexOf(c);v+=(d&31)<<shift; if(d&32){shift+=5}else{vals.push(v&1?-(v>>1):v>>1);v=0;shift=0}}
    col+=vals[0]; if(vals.length>1){src+=vals[1]} segs.push([col, vals.length>1?src:-1]);
  }
  const text=lines[li]??"";
  for (let i=0;i<segs.length;i++){const [c,s]=segs[i]; const end=i+1<segs.length?segs[i+1][0]:text.length; const name=s>=0?map.sources[s]:"?"; bySource.set(name,(bySource.get(name)??"")+text.slice(c,end));}
});
const group = (name) => { if (process.env.FULL) return name; const m = name.match(/node_modules\/((@[^/]+\/)?[^/]+)/); return m ? m[1] : name.replace(/^.*\/app\//,"app/"); };
const groups = new Map();
for (const [name, text] of bySource) groups.set(group(name), (groups.get(group(name))??"")+text);
const rows=[...groups].map(([g,t])=>[g,t.length,gzipSync(t,{level:9}).length]).sort((a,b)=>b[2]-a[2]);
for (const [g,raw,gz] of rows.slice(0, +process.argv[3]||40)) console.log(String((gz/1024).toFixed(1)).padStart(6), String((raw/1024).toFixed(1)).padStart(7), g);
