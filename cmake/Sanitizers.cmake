# CSP_SANITIZE=ON instruments everything (our code and tests) with ASan + UBSan; UB aborts the test.
if(CSP_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g)
  add_link_options(-fsanitize=address,undefined)
endif()
