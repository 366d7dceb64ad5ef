"""A battery of `chalk eval` / `chalk sweep` invocations on the lecture book: every
hardware family, dense and MoE models, the options and the error cases. The runtime
cache must answer each exactly as the sympy path does (stdout, stderr, exit status).
Each entry is the command line as a user types it, split as a shell would (``shlex``)."""

from __future__ import annotations

import shlex

from chalk.derivations import catalog

HARDWARE = catalog.hardware_ids()  # every catalog system, so a new one is covered too

EVAL = [
    *[f"critical_intensity --hardware {h}" for h in HARDWARE],
    "optimal_batch --model deepseek-v3 --hardware gb200-nvl72",
    "optimal_batch --model deepseek-v3 --hardware gb200-nvl72 --json",
    "optimal_batch --model gpt-oss-120b --hardware h100-sxm",
    "optimal_batch --model gpt-oss-120b --hardware h100-sxm --published",
    "optimal_batch --model mixtral-8x7b --hardware a100-80gb",
    "optimal_batch --model qwen3-235b-a22b --hardware tpu-v5p --precision fp8",
    "optimal_batch --model kimi-k2 --hardware mi355x",
    "optimal_batch --model llama-3.1-405b --hardware h200 --precision fp8 --json",
    "kv_bytes_per_token_gqa --model llama-2-70b --set bytes_per_element=2 --json",
    "kv_bytes_per_token_gqa --model llama-2-70b --set 'bytes_per_element=2 byte/token' --to kB/token",
    "kv_bytes_per_token_mla --model deepseek-v3",
    "t_step --model llama-2-70b --hardware a100-80gb --set chips=2 --set batch=1 --set context=4096 --set "
    "bytes_per_element=2 --to ms",
    "t_step --model llama-2-70b --hardware a100-80gb --set chips=2 --set batch=1 --set context=4096 --set "
    "bytes_per_element=2 --json",
    "t_step --model llama-3-70b --hardware a100-40gb --set chips=1 --set batch=64 --set context=8192 "
    "--set bytes_per_element=2",
    "t_memory --model llama-3-8b --hardware h100-pcie --set 'hbm_bandwidth=3.35 TB/s' --set batch=8 --set "
    "context=2048 --set bytes_per_element=2 --set chips=1",
    "output_input_price_ratio --prices claude-opus-4.6",
    "output_input_price_ratio --prices gpt-5 --json",
    "long_context_input_markup --prices gemini-2.5-pro",
    "long_context_input_markup --prices claude-opus-4.6",
    "cost_per_token --hardware h100-sxm --model llama-2-7b",
    "critical_intensity --hardware h100-sxm --precision fp8 --json",
    "critical_intensity --hardware a100-80gb --precision fp8",
    "critical_intensity --precision fp8 --set 'peak_flops=989 TFLOP/s' --set 'hbm_bandwidth=3.35 TB/s'",
    "critical_intensity --hardware h100-sxm --set batch=4",
    "critical_intensity --hardware h100-sxm --to FLOP/kB",
    "drain_time --hardware b200 --to us",
    "sparsity --model deepseek-v3",
    "params_total_moe --model qwen3-235b-a22b --json",
    "params_total_dense --model llama-2-13b",
    "--list",
    "nosuch_quantity --hardware h100-sxm",
    "critical_intensity --hardware h100-sxmm",
    "optimal_batch --model llama-9",
    "output_input_price_ratio --prices claude-opus-9",
    "critical_intensity --set 'hbm_bandwidth=3 furlongs'",
    "critical_intensity --set 'hbm_bandwidth=3 TB'",
    "critical_intensity --set 'hbm_bandwidth=-1 TB/s' --set 'peak_flops=1 PFLOP/s'",
    "critical_intensity --set nosuch=1",
    "critical_intensity --set optimal_batch=1",
    "critical_intensity --hardware h100-sxm --to s",
    "critical_intensity --hardware h100-sxm --to parsecs",
    "critical_intensity",
    "optimal_batch --model llama-2-70b --set dense_layers=100",
    "optimal_batch --model llama-2-70b --set n_kv_heads=7",
    "t_step --model llama-2-70b --hardware a100-80gb",
    "critical_intensity --hardware a100-80gb --precision fp4",
    "optimal_batch --published",
    "optimal_batch --model deepseek-v3 --hardware a100-80gb",
    "optimal_batch --model deepseek-v3 --set chips=1",
    "t_step --model llama-3.1-405b --hardware h100-sxm --set chips=1 --set batch=512 --set context=32768 "
    "--set bytes_per_element=2",
    "bubble_fraction --set stages=4 --set microbatches=2",
    "decode_utilisation --hardware h100-sxm",
    "optimal_batch --model gpt-oss-120b --hardware h100-sxm --set bytes_per_param=1",
    "optimal_batch --model gpt-oss-120b --hardware h100-sxm --set bytes_per_param=1 --published --json",
    "bubble_fraction --set pipeline_stages=4 --set microbatches=2",
    "optimal_batch_kv --model llama-2-70b --hardware h100-sxm --set bytes_per_param=2 --set "
    "bytes_per_element=2 --set context=1000000",
    "optimal_batch_kv --model llama-2-70b --hardware h100-sxm --set bytes_per_param=2 --set "
    "bytes_per_element=2 --set context=2048",
    "kv_capacity_tokens --model deepseek-v3 --hardware h100-sxm --set bytes_per_param=1 --set "
    "bytes_per_element=2 --set expert_parallelism=1 --set chips=1",
    "decode_mfu_from_price_ratio --prices claude-opus-4.6 --set mfu_prefill=0.9",
    "decode_mfu_from_price_ratio --prices claude-opus-4.6 --set mfu_prefill=0.9 --set output_input_price_ratio=0.5",
    "critical_intensity --set 'peak_flops=1e308 PFLOP/s' --set 'hbm_bandwidth=1e-300 B/s'",
    "",
]

SWEEP = [
    "critical_intensity --over 'hbm_bandwidth=1 TB/s:8 TB/s:8' --hardware h100-sxm",
    "critical_intensity --over 'hbm_bandwidth=1 TB/s:8 TB/s:8' --hardware h100-sxm --csv",
    "optimal_batch --model deepseek-v3 --hardware gb200-nvl72 --over chips=1:144:6 --json",
    "t_step --model llama-2-70b --hardware a100-80gb --set chips=2 --set bytes_per_element=2 --over "
    "batch=1:4096:13:log --over context=512:32768:7:log",
    "t_step --model llama-2-70b --hardware a100-80gb --set chips=2 --set bytes_per_element=2 --over "
    "batch=1:4096:5:log --over context=512:32768:3:log --csv",
    "t_step --model llama-2-70b --hardware a100-80gb --set chips=2 --set bytes_per_element=2 --over "
    "batch=1:64:4 --over context=512:2048:3 --json --to ms",
    "t_step --model llama-2-70b --hardware a100-80gb --set chips=2 --set bytes_per_element=2 --over "
    "batch=1:64:4 --over context=512:2048:3 --out grid.parquet",
    "t_step --model llama-2-70b --hardware a100-80gb --set chips=2 --set bytes_per_element=2 --over "
    "batch=1:64:4 --set context=2048 --out grid.csv",
    "optimal_batch --model gpt-oss-120b --hardware h100-sxm --over n_layers=1:64:4",
    "critical_intensity --hardware h100-sxm --over batch=1:8:3",
    "critical_intensity --hardware h100-sxm --over 'hbm_bandwidth=-1 TB/s:8 TB/s:4'",
    "critical_intensity --hardware h100-sxm --over hbm_bandwidth=1:2",
    "critical_intensity --hardware h100-sxm --over nosuch=1:2:3",
    "critical_intensity --hardware h100-sxm --over 'hbm_bandwidth=0 TB/s:8 TB/s:4:log'",
    "critical_intensity --hardware h100-sxm --over 'hbm_bandwidth=1 TB/s:8 TB/s:4' --out x.xlsx",
    "bubble_fraction --set stages=4 --over microbatches=1:16:16",
    "nosuch --over batch=1:2:2",
    "bubble_fraction --set pipeline_stages=4 --over microbatches=1:16:16 --json",
    "optimal_batch_kv --model llama-2-70b --hardware h100-sxm --set bytes_per_param=2 --set "
    "bytes_per_element=2 --over context=128:1048576:9:log",
    "optimal_batch_kv --model llama-2-70b --hardware h100-sxm --set bytes_per_param=2 --set "
    "bytes_per_element=2 --over context=128:1048576:5:log --csv",
    "optimal_batch --model gpt-oss-120b --hardware h100-sxm --set bytes_per_param=1 --over "
    "n_layers=1:64:4 --over d_model=1024:8192:3",
    "t_step --model llama-2-70b --hardware a100-80gb --set chips=2 --set bytes_per_element=2 --set "
    "context=2048 --over batch=1:64:4 --out grid.feather",
]

BATTERY = [["eval", *shlex.split(a)] for a in EVAL] + [["sweep", *shlex.split(a)] for a in SWEEP]
