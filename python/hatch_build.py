"""Marks the wheel as platform-specific: it carries libringkit.so.0 for x86_64 Linux.

auditwheel repair then vendors what the library loads and retags it manylinux.
"""

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CustomBuildHook(BuildHookInterface):
    def initialize(self, version, build_data):
        build_data["pure_python"] = False
        build_data["tag"] = "py3-none-linux_x86_64"
