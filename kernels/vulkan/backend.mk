# vulkan's build fragment (README "Adding a backend"): the SPIR-V header its
# kernels include, sy_vulkan_spv.h, from the committed
# kernels/vulkan/shaders/sy_vulkan_spv.h after kernels/vulkan/spirv.sh has
# checked it against the GLSL sources (their hash; and, where the glslc that
# made it is installed, a rebuild compared byte for byte). A build without
# glslc needs only sh, sha256sum and cp.
SY_FRAGMENT_FILES += $(SY_FRAGMENT_OUT)sy_vulkan_spv.h

$(SY_FRAGMENT_OUT)sy_vulkan_spv.h: $(SY_FRAGMENT_SRC)shaders/sy_vulkan_spv.h $(wildcard $(SY_FRAGMENT_SRC)shaders/*.comp) \
    $(wildcard $(SY_FRAGMENT_SRC)shaders/*.glsl) $(SY_FRAGMENT_SRC)spirv.sh
	@mkdir -p $(@D)
	sh $(filter %spirv.sh,$^) --build $@
