#!/usr/bin/env python3
# Expected Tokens Studio modifier results computed with coloraide 8.13 only (its own conversions):
# the modifier's formula applied to coloraide's coordinates, each stage spelled as color.js does
# (toPrecision: 3 significant digits; 5 for a mix's sRGB spelling), 8-bit hex at the end. Cases
# whose stages leave sRGB (where color.js would gamut map) are skipped.
# Usage: studio-modifier-reference.py  (prints the rows of StudioColorMathTests.coloraideCases)
import math, random
from coloraide import Color
def toprec(n,p):
    if n==0: return 0.0
    i=int(n); d=0
    if i and p: d=int(math.log10(abs(i)))+1
    m=10.0**(p-d); return math.floor(n*m+0.5)/m
def ok(c):
    return all(-1e-6<=v<=1+1e-6 for v in c.convert('srgb')[:3])
def hexof(c, a):
    s=c.convert('srgb')[:3]
    v=[math.floor(x*255+0.5) for x in s]+([math.floor(a*255+0.5)] if a<1 else [])
    return '#'+''.join('%02x'%x for x in v)
def spell(c, space, p=3):
    if space=='srgb':
        v=c.convert('srgb')[:3]; return Color('srgb',[toprec(x*100,p)/100 for x in v])
    if space=='hsl':
        h,s,l=c.convert('hsl')[:3]; return Color('hsl',[toprec(h,p),toprec(s*100,p)/100,toprec(l*100,p)/100])
    if space=='p3':
        return Color('display-p3',[toprec(x,p) for x in c.convert('display-p3')[:3]])
    if space=='lch':
        return Color('lch',[toprec(x,p) for x in c.convert('lch')[:3]])
def case(base, kind, space, amount, mix=None):
    b=Color(base); a=1.0
    if kind in ('lighten','darken'):
        if space=='lch':
            l,c,h=b.convert('lch')[:3]
            nc=max(0,c-amount*c)
            nl=min(100,l+(100-l)*amount) if kind=='lighten' else max(0,l-l*amount)
            r=Color('lch',[nl,nc,h])
        elif space=='hsl':
            h,s,l=b.convert('hsl')[:3]; l*=100
            nl=min(100,l+(100-l)*amount) if kind=='lighten' else max(0,l-l*amount)
            r=Color('hsl',[h,s,nl/100])
        else:
            sp='display-p3' if space=='p3' else 'srgb'
            v=b.convert(sp)[:3]
            v=[min(1,x+amount*(1-x)) for x in v] if kind=='lighten' else [max(0,x-amount*x) for x in v]
            r=Color(sp,v)
    elif kind=='mix':
        m=Color(mix); p=max(0,min(1,amount))
        l1=b.convert('lab')[:3]; l2=m.convert('lab')[:3]
        r=Color('lab',[l1[i]+(l2[i]-l1[i])*p for i in range(3)])
        if not ok(r): return None
        r=spell(r,'srgb',5)
    elif kind=='alpha':
        r=b; a=max(0,min(1,amount))
    if not ok(r): return None
    s=spell(r,space)
    if not ok(s): return None
    return hexof(s, toprec(a,3))
random.seed(11)
rows=[]
kinds=[('lighten',None),('darken',None),('mix',None),('alpha',None)]
while len(rows)<48:
    base='#%06x'%random.randrange(1<<24)
    kind=random.choice(['lighten','darken','mix','alpha'])
    space=random.choice(['srgb','hsl','lch','p3'])
    amount=round(random.uniform(0.05,0.9),2)
    mix='#%06x'%random.randrange(1<<24) if kind=='mix' else None
    h,s,l=Color(base).convert('hsl')[:3]
    if s<0.05: continue
    r=case(base,kind,space,amount,mix)
    if r: rows.append((base,kind,space,amount,mix,r))
for row in rows:
    base,kind,space,amount,mix,r=row
    print('        ("%s", .%s, .%s, %s, %s, "%s"),' % (base,kind,space,amount, ('"%s"'%mix) if mix else 'nil', r))
